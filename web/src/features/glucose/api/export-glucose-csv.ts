import dayjs from 'dayjs';
import { API_ROUTES } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import type { DateRange } from './glucose-readings';

export async function exportGlucoseCsv(range: DateRange): Promise<void> {
  const { blob } = await apiClient.download(API_ROUTES.reports.csv, {
    query: { type: 'glucose', startDate: range.start.toISOString(), endDate: range.end.toISOString() },
  });
  const from = dayjs(range.start).format('YYYY-MM-DD');
  const to = dayjs(range.end).format('YYYY-MM-DD');
  saveBlob(blob, `glucose-readings-${from}-to-${to}.csv`);
}
