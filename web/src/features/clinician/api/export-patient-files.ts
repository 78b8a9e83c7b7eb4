import type { CsvDataset } from '@glyco/contracts';
import { reportRoutes } from '@glyco/contracts/api-routes/reports';
import dayjs from 'dayjs';
import { clinicianApiClient } from '../../../lib/clinician-session';
import { saveBlob } from '../../../lib/download';
import { downloadReportPdf } from '../../../lib/report-pdf';
import { periodQuery, type PeriodRange } from '../period';

const day = (date: Date) => dayjs(date).format('YYYY-MM-DD');

// The server names files and draws charts in the requester's local days.
const localQuery = (range: PeriodRange) => ({ ...periodQuery(range), timezoneOffsetMinutes: -range.start.getTimezoneOffset() });

export function exportPatientPdf(range: PeriodRange): Promise<string> {
  return downloadReportPdf(clinicianApiClient, localQuery(range), `glyco-report-${day(range.start)}-to-${day(range.end)}.pdf`);
}

export async function exportPatientCsv(dataset: CsvDataset, range: PeriodRange): Promise<string> {
  const { blob } = await clinicianApiClient.download(reportRoutes.csv, { query: { type: dataset, ...localQuery(range) } });
  const fileName = `glyco-${dataset}-${day(range.start)}-to-${day(range.end)}.csv`;
  saveBlob(blob, fileName);
  return fileName;
}
