import type { DeviceStatusSummary } from '@glyco/contracts';
import { useQuery } from '@tanstack/react-query';
import { getLoopStatus } from '../api/get-loop-status';
import { loopStatusParts } from '../loop-status-text';
import { useMinuteClock } from '../on-board/use-minute-clock';

/** A part wraps whole on a phone: never "pump 45" on one line and "%" on the next. */
const keepTogether = (part: string) => part.replaceAll(' ', '\u00a0');

/** "Loop 3 min ago · IOB 1.2 U · COB 20 g · pump 45 %"; nothing when no loop uploads. */
export function LoopStatusLine({ status, now = new Date() }: { status: DeviceStatusSummary | null; now?: Date }) {
  if (!status) return null;
  return (
    <p aria-label="Loop status" className="rounded-lg border border-gray-200 bg-white px-4 py-2 text-sm text-gray-700 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-200">
      {loopStatusParts(status, now).map(keepTogether).join(' · ')}
    </p>
  );
}

/** Fetched again when the live stream tells of a new device status; its age follows the clock. */
export function LoopStatus() {
  const { data } = useQuery({ queryKey: ['dashboard', 'loop-status'], queryFn: getLoopStatus, meta: { reads: ['nightscout'] } });
  return <LoopStatusLine status={data ?? null} now={useMinuteClock()} />;
}
