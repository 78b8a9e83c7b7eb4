import dayjs from 'dayjs';
import { reportRoutes } from '@glyco/contracts/api-routes/reports';
import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

/** Every dose the user logged, as the server's CSV. */
export async function exportInsulinCsv(now: Date = new Date()): Promise<void> {
  const { blob } = await apiClient.download(reportRoutes.csv, { query: { type: 'insulin' } });
  saveBlob(blob, `glyco-insulin-doses-${dayjs(now).format('YYYY-MM-DD')}.csv`);
}
