import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REPORT_MESSAGES, type GlucoseTrace, type ReportOverview } from '@glyco/contracts';
import { reportQuery } from './queries';
import type { ReportRange } from './report-dates';

export interface ReportData {
  overview: ReportOverview;
  /** The Daily Glucose chart of a period longer than a day, downsampled by the server; null for a day. */
  trace: GlucoseTrace | null;
}

export interface ReportDataState {
  data: ReportData | null;
  loading: boolean;
  error: string | null;
}

/** Everything the page shows for a period, fetched again when the period changes or a write changes its records. */
export function useReportData(range: ReportRange | null): ReportDataState {
  const { data, isFetching, isError } = useQuery(reportQuery(range));
  // Deferred: React renders the whole report in slices instead of one long task.
  const shown = useDeferredValue(data);
  if (isError) return { data: null, loading: isFetching, error: REPORT_MESSAGES.fetchFailed };
  return { data: shown ?? null, loading: isFetching || shown !== data, error: null };
}
