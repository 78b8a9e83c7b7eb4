import { apiClient } from '../../../lib/api-client';
import { downloadReportPdf } from '../../../lib/report-pdf';
import type { ReportDates, ReportRange } from '../report-dates';

/** Asks the server for the period's PDF report and saves it under the name the server gives. */
export function exportReportPdf(range: ReportRange, dates: ReportDates): Promise<string> {
  const query = {
    startDate: range.start.toISOString(),
    endDate: range.end.toISOString(),
    // The server names the file and draws the charts in the requester's local days.
    timezoneOffsetMinutes: -range.start.getTimezoneOffset(),
  };
  return downloadReportPdf(apiClient, query, `glyco-report-${dates.startDate}-to-${dates.endDate}.pdf`);
}
