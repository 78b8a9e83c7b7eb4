import { useEffect, useState } from 'react';
import type { GlucoseReading, GlucoseStats, InsulinDose, Meal } from '@glyco/contracts';
import { getPeriodReadings, getPeriodStats, getRecentDoses, getRecentMeals } from './api/patient-data';
import type { PeriodRange } from './period';

export interface PatientPeriodData {
  stats: GlucoseStats;
  /** Newest first. */
  readings: GlucoseReading[];
  meals: Meal[];
  doses: InsulinDose[];
}

export interface PatientPeriodState {
  data: PatientPeriodData | null;
  loading: boolean;
  error: string | null;
}

export const periodDataFailed = 'Failed to load the shared data. Please try again.';

/** What the view shows for a period, fetched again when the period changes. */
export function usePatientPeriodData(range: PeriodRange): PatientPeriodState {
  const [state, setState] = useState<PatientPeriodState>({ data: null, loading: true, error: null });
  const start = range.start.getTime();
  const end = range.end.getTime();

  useEffect(() => {
    let current = true;
    const period = { start: new Date(start), end: new Date(end) };
    setState((previous) => ({ ...previous, loading: true, error: null }));
    Promise.all([getPeriodStats(period), getPeriodReadings(period), getRecentMeals(period), getRecentDoses(period)])
      .then(([stats, readings, meals, doses]) => {
        if (current) setState({ data: { stats, readings, meals, doses }, loading: false, error: null });
      })
      .catch((error: unknown) => {
        console.error('Failed to load the shared data', error);
        if (current) setState({ data: null, loading: false, error: periodDataFailed });
      });
    return () => {
      current = false;
    };
  }, [start, end]);

  return state;
}
