import dayjs from 'dayjs';
import { formatShort, formatTime } from '../../lib/format';
import { useIsOnline, useShownDataSince } from '../../lib/offline/use-offline';

/** "10:42 AM" today, "Nov 27, 10:42 AM" before. */
function when(time: number): string {
  return dayjs(time).isSame(dayjs(), 'day') ? formatTime(new Date(time)) : formatShort(new Date(time));
}

/** Says the app has no connection and how old the data on screen is. */
export function OfflineBanner() {
  const online = useIsOnline();
  const since = useShownDataSince();
  if (online) return null;
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <strong className="font-semibold">Offline</strong>
      {since ? ` — showing data from ${when(since)}` : ' — no connection'}. New readings, meals and doses are kept on this device and sent when the connection returns.
    </div>
  );
}
