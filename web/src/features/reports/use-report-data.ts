import { useEffect, useState } from 'react';
import { REPORT_MESSAGES, type ReportOverview } from '@glyco/contracts';
import { getReportOverview } from './api/report-data';
import type { ReportRange } from './report-dates';

export interface ReportData {
  overview: ReportOverview;
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
    getReportOverview(period)
      .then((overview) => {
        if (current) setState({ data: { overview }, loading: false, error: null });
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
