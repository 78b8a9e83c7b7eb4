import { useEffect, useState } from 'react';
import type { AgpPoint, GlucoseMetrics, GlucoseReading, InsulinDose, Meal } from '@glyco/contracts';
import { getPeriodOverview, getRecentDoses, getRecentMeals, getRecentReadings } from './api/patient-data';
import type { PeriodRange } from './period';

export interface PatientPeriodData {
  /** The server's metrics and AGP of the period. */
  glucose: { metrics: GlucoseMetrics; agp: AgpPoint[] };
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
    Promise.all([getPeriodOverview(period), getRecentReadings(period), getRecentMeals(period), getRecentDoses(period)])
      .then(([overview, readings, meals, doses]) => {
        const glucose = { metrics: overview.glucoseStats.metrics, agp: overview.glucoseStats.agp };
        if (current) setState({ data: { glucose, readings, meals, doses }, loading: false, error: null });
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
