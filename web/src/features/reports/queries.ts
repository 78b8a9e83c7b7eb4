import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { getGlucoseTrace, isLongRange } from '../../lib/glucose/glucose-trace';
import { logged } from '../../lib/query-client';
import { getReportOverview } from './api/report-data';
import type { ReportRange } from './report-dates';

export const reportKeys = {
  all: ['reports'] as const,
  period: (range: ReportRange | null) => [...reportKeys.all, range?.start.toISOString() ?? null, range?.end.toISOString() ?? null] as const,
};

async function loadReport(period: ReportRange) {
  const [overview, trace] = await Promise.all([getReportOverview(period), isLongRange(period) ? getGlucoseTrace(period) : null]);
  return { overview, trace };
}

/** Every figure and chart of the period; the last report stays on screen while the next loads or the dates are being corrected (null). */
export const reportQuery = (range: ReportRange | null) =>
  queryOptions({
    queryKey: reportKeys.period(range),
    queryFn: range ? () => loadReport(range).catch(logged('Failed to fetch report data')) : skipToken,
    placeholderData: keepPreviousData,
    meta: { reads: ['glucose', 'meals', 'insulin', 'profile'] },
  });
