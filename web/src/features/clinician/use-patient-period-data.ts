import { useQuery } from '@tanstack/react-query';
import type { AgpPoint, GlucoseMetrics, GlucoseReading, InsulinDose, Meal } from '@glyco/contracts';
import type { PeriodRange } from './period';
import { patientPeriodQuery } from './queries';

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
  const { data, isFetching, isError } = useQuery(patientPeriodQuery(range));
  if (isError) return { data: null, loading: isFetching, error: periodDataFailed };
  return { data: data ?? null, loading: isFetching, error: null };
}
