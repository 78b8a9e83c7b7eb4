import { startTransition, useEffect, useState } from 'react';
import { REPORT_MESSAGES, type GlucoseTrace, type ReportOverview } from '@glyco/contracts';
import { getGlucoseTrace, isLongRange } from '../../lib/glucose/glucose-trace';
import { getReportOverview } from './api/report-data';
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

/** Everything the page shows for a period, fetched again when the period changes. */
export function useReportData(range: ReportRange | null): ReportDataState {
  const [state, setState] = useState<ReportDataState>({ data: null, loading: true, error: null });
  const start = range?.start.getTime();
  const end = range?.end.getTime();

  useEffect(() => {
    if (start === undefined || end === undefined) return;
    let current = true;
    const period = { start: new Date(start), end: new Date(end) };
    setState((previous) => ({ ...previous, loading: true, error: null }));
    Promise.all([getReportOverview(period), isLongRange(period) ? getGlucoseTrace(period) : null])
      .then(([overview, trace]) => {
        // A transition: React renders the whole report in slices instead of one long task.
        if (current) startTransition(() => setState({ data: { overview, trace }, loading: false, error: null }));
      })
      .catch((error: unknown) => {
        console.error('Failed to fetch report data', error);
        if (current) setState({ data: null, loading: false, error: REPORT_MESSAGES.fetchFailed });
      });
    return () => {
      current = false;
    };
  }, [start, end]);

  return state;
}
