import dayjs from 'dayjs';
import { reportRoutes } from '@glyco/contracts/api-routes/reports';
import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import type { DateRange } from './glucose-readings';

export async function exportGlucoseCsv(range: DateRange): Promise<void> {
  const { blob } = await apiClient.download(reportRoutes.csv, {
    query: { type: 'glucose', startDate: range.start.toISOString(), endDate: range.end.toISOString() },
  });
  const from = dayjs(range.start).format('YYYY-MM-DD');
  const to = dayjs(range.end).format('YYYY-MM-DD');
  saveBlob(blob, `glucose-readings-${from}-to-${to}.csv`);
}
