import type { GlucoseReading, GlucoseStats, ReportOverview } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';
import type { ReportRange } from '../report-dates';

/** Enough readings for a month of 5-minute CGM data: the AGP needs them all, not a summary. */
export const agpReadingLimit = 10_000;

const rangeQuery = (range: ReportRange) => ({ startDate: range.start.toISOString(), endDate: range.end.toISOString() });

export function getReportOverview(range: ReportRange): Promise<ReportOverview> {
  return apiClient.get<ReportOverview>('/reports/overview', rangeQuery(range));
}

export function getPeriodReadings(range: ReportRange): Promise<GlucoseReading[]> {
  return apiClient.get<GlucoseReading[]>('/glucose', { ...rangeQuery(range), limit: agpReadingLimit });
}

export function getPeriodGlucoseStats(range: ReportRange): Promise<GlucoseStats> {
  return apiClient.get<GlucoseStats>('/glucose/stats/overview', rangeQuery(range));
}
