import { BUCKET_MINUTES, type ReportRange } from '@glyco/contracts';

/**
 * The smallest bucket that keeps a range within `maxPoints` chart points; null when the readings
 * (`count`) already fit and are returned as they are.
 */
export function readingsBucketMinutes(range: ReportRange, count: number, maxPoints: number): number | null {
  if (count <= maxPoints) return null;
  const spanMinutes = Math.max(1, (range.end.getTime() - range.start.getTime()) / 60_000);
  return BUCKET_MINUTES.find((minutes) => Math.ceil(spanMinutes / minutes) <= maxPoints) ?? BUCKET_MINUTES[BUCKET_MINUTES.length - 1]!;
}
