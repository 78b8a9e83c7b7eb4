import dayjs from 'dayjs';
import { reportRoutes } from '@glyco/contracts/api-routes/reports';
import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

/** Every meal as the server's CSV, named the way the server names it (all meals up to today). */
export async function exportMealsCsv(now: Date = new Date()): Promise<void> {
  const { blob } = await apiClient.download(reportRoutes.csv, { query: { type: 'meals', timezoneOffsetMinutes: -now.getTimezoneOffset() } });
  saveBlob(blob, `glyco-meals-all-to-${dayjs(now).format('YYYY-MM-DD')}.csv`);
}
