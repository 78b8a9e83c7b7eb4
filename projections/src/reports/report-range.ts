import { BUCKET_MINUTES, DEFAULT_REPORT_DAYS } from '@glyco/contracts';
import type { Period } from '../engine/row-query';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReportRange = Period;

/** SPEC's default report period is the last 7 days: a missing end is now, a missing start 7 days before the end. */
export function resolveReportRange(query: { startDate?: string | undefined; endDate?: string | undefined }, now: Date): ReportRange {
  const end = query.endDate ? new Date(query.endDate) : now;
  const start = query.startDate ? new Date(query.startDate) : new Date(end.getTime() - DEFAULT_REPORT_DAYS * DAY_MS);
  return { start, end };
}

/**
 * The smallest bucket that keeps a range within `maxPoints` chart points; null when the readings
 * (`count`) already fit and are returned as they are.
 */
export function readingsBucketMinutes(range: ReportRange, count: number, maxPoints: number): number | null {
  if (count <= maxPoints) return null;
  const spanMinutes = Math.max(1, (range.end.getTime() - range.start.getTime()) / 60_000);
  return BUCKET_MINUTES.find((minutes) => Math.ceil(spanMinutes / minutes) <= maxPoints) ?? BUCKET_MINUTES[BUCKET_MINUTES.length - 1]!;
}
