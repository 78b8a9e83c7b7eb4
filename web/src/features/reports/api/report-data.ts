import type { ReportOverview } from '@glyco/contracts';
import { reportRoutes } from '@glyco/contracts/api-routes/reports';
import { apiClient } from '../../../lib/api-client';
import type { ReportRange } from '../report-dates';

const rangeQuery = (range: ReportRange) => ({ startDate: range.start.toISOString(), endDate: range.end.toISOString() });

/** Every figure, the chart points and the AGP of the period, as the server (and the PDF) computes them. */
export function getReportOverview(range: ReportRange): Promise<ReportOverview> {
  return apiClient.call(reportRoutes.overview, { query: rangeQuery(range) });
}
