import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { InvalidReportFileError } from '../export-failure';
import type { ReportDates, ReportRange } from '../report-dates';
import { fileNameFromDisposition } from '../report-file-name';

const pdfSignature = '%PDF';

async function isPdf(blob: Blob): Promise<boolean> {
  if (blob.size < pdfSignature.length) return false;
  return (await blob.slice(0, pdfSignature.length).text()) === pdfSignature;
}

/** Asks the server for the period's PDF report and saves it under the name the server gives. */
export async function exportReportPdf(range: ReportRange, dates: ReportDates): Promise<string> {
  const { blob, headers } = await apiClient.file('/reports/export/pdf', {
    startDate: range.start.toISOString(),
    endDate: range.end.toISOString(),
    // The server names the file and draws the charts in the requester's local days.
    timezoneOffsetMinutes: -range.start.getTimezoneOffset(),
  });
  if (!(await isPdf(blob))) throw new InvalidReportFileError('The report is not a PDF');
  const fileName = fileNameFromDisposition(headers.get('Content-Disposition')) ?? `glyco-report-${dates.startDate}-to-${dates.endDate}.pdf`;
  saveBlob(blob, fileName);
  return fileName;
}
