import { useEffect, useState } from 'react';
import { minutesSince } from './reading-age';

const MINUTE_MS = 60_000;

/**
 * How many whole minutes old a reading is, renewed as each minute of its age passes ("2 min ago"
 * turns to "3 min ago" on time); null without a reading.
 */
export function useReadingAge(timestamp: string): number;
export function useReadingAge(timestamp: string | undefined): number | null;
export function useReadingAge(timestamp: string | undefined): number | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (timestamp === undefined) return;
    const takenAt = Date.parse(timestamp);
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = new Date();
      setNow(current);
      const intoMinute = (((current.getTime() - takenAt) % MINUTE_MS) + MINUTE_MS) % MINUTE_MS;
      timer = setTimeout(tick, MINUTE_MS - intoMinute);
    };
    tick();
    return () => clearTimeout(timer);
  }, [timestamp]);
  return timestamp === undefined ? null : minutesSince(timestamp, now);
}
