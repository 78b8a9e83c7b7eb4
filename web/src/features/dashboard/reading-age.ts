import { formatDuration } from '../../lib/format';

/** A reading older than this no longer tells the glucose now (a CGM reads every 1 to 15 minutes). */
export const STALE_AFTER_MINUTES = 15;

export function isStale(ageMinutes: number): boolean {
  return ageMinutes > STALE_AFTER_MINUTES;
}

/** "Just now", "5 min ago", "2 h 5 min ago", "3 days ago". */
export function formatAge(ageMinutes: number): string {
  return ageMinutes < 1 ? 'Just now' : `${formatDuration(ageMinutes)} ago`;
}
