import type pg from 'pg';
import type { IngestRecord } from '@glyco/contracts';
import { storedSensorTimes } from '@glyco/projections';

/**
 * Two uploaders' copies of one CGM reading (xDrip+ and AndroidAPS) differ by a few seconds, and no
 * CGM reads more often than once a minute: within half a minute of a stored one, it is that one.
 */
export const SAME_READING_WINDOW_MS = 30_000;

/**
 * The records less the sensor readings another uploader already stored at nearly the same time
 * but in another clock minute (one in the same minute is already the same record by its name).
 */
export async function withoutReadingsStoredNearby(pool: pg.Pool, userId: string, records: readonly IngestRecord[]): Promise<IngestRecord[]> {
  const times = records.filter((record) => record.kind === 'reading' && record.readingType === 'CGM').map((record) => Date.parse(record.timestamp));
  if (times.length === 0) return [...records];
  const stored = await storedSensorTimes(pool, userId, Math.min(...times) - SAME_READING_WINDOW_MS, Math.max(...times) + SAME_READING_WINDOW_MS);
  return records.filter((record) => record.kind !== 'reading' || record.readingType !== 'CGM' || !storedNearbyInAnotherMinute(stored, Date.parse(record.timestamp)));
}

const minuteOf = (ms: number) => Math.floor(ms / 60_000);

function storedNearbyInAnotherMinute(sortedTimes: readonly number[], time: number): boolean {
  let low = 0;
  let high = sortedTimes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sortedTimes[middle]! < time) low = middle + 1;
    else high = middle;
  }
  return [sortedTimes[low - 1], sortedTimes[low]].some(
    (stored) => stored !== undefined && Math.abs(stored - time) <= SAME_READING_WINDOW_MS && minuteOf(stored) !== minuteOf(time),
  );
}
