import dayjs from 'dayjs';
import { API_ROUTES } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

/** Every dose the user logged, as the server's CSV. */
export async function exportInsulinCsv(now: Date = new Date()): Promise<void> {
  const { blob } = await apiClient.download(API_ROUTES.reports.csv, { query: { type: 'insulin' } });
  saveBlob(blob, `glyco-insulin-doses-${dayjs(now).format('YYYY-MM-DD')}.csv`);
}
