import { useEffect, useState } from 'react';
import { REPORT_MESSAGES, type GlucoseReading, type GlucoseStats, type ReportOverview } from '@glyco/contracts';
import { getPeriodGlucoseStats, getPeriodReadings, getReportOverview } from './api/report-data';
import type { ReportRange } from './report-dates';

export interface ReportData {
  overview: ReportOverview;
  readings: GlucoseReading[];
  stats: GlucoseStats;
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
    Promise.all([getReportOverview(period), getPeriodReadings(period), getPeriodGlucoseStats(period)])
      .then(([overview, readings, stats]) => {
        if (current) setState({ data: { overview, readings, stats }, loading: false, error: null });
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
