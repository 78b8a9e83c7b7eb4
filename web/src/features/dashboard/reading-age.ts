import { formatDuration } from '../../lib/format';

/** A reading older than this no longer tells the glucose now (a CGM reads every 1 to 15 minutes). */
export const STALE_AFTER_MINUTES = 15;

export function isStale(ageMinutes: number): boolean {
  return ageMinutes > STALE_AFTER_MINUTES;
}

/** Whole minutes from an ISO time to `now`, never below 0 (a device's clock may run ahead). */
export function minutesSince(iso: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
}

/** "Just now", "5 min ago", "2 h 5 min ago", "3 days ago". */
export function formatAge(ageMinutes: number): string {
  return ageMinutes < 1 ? 'Just now' : `${formatDuration(ageMinutes)} ago`;
}

/** The age of the current reading: "5 min ago", or "No reading for 17 min" once stale. */
export function currentReadingAge(ageMinutes: number): string {
  return isStale(ageMinutes) ? `No reading for ${formatDuration(ageMinutes)}` : formatAge(ageMinutes);
}
