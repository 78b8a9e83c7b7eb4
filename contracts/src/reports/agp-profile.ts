import type { GlucoseSample } from '../glucose/metrics';

const MINUTES_PER_DAY = 1440;

/** The percentiles of the Ambulatory Glucose Profile: 5/95 outer band, 25/75 inner band, median. */
export interface AgpBucket {
  /** Local minutes after midnight where the bucket starts. */
  startMinute: number;
  count: number;
  p5: number | null;
  p25: number | null;
  p50: number | null;
  p75: number | null;
  p95: number | null;
}

/** Linear interpolation between closest ranks (Hyndman-Fan type 7) over ascending values. */
export function percentile(sortedAscending: readonly number[], p: number): number | null {
  const n = sortedAscending.length;
  if (n === 0) return null;
  const h = (n - 1) * (p / 100);
  const lower = Math.floor(h);
  const low = sortedAscending[lower] ?? 0;
  const high = sortedAscending[Math.min(lower + 1, n - 1)] ?? low;
  return low + (h - lower) * (high - low);
}

function localMinuteOfDay(sample: GlucoseSample): number {
  const localMs = new Date(sample.timestamp).getTime() + (sample.timezoneOffsetMinutes ?? 0) * 60_000;
  const minute = Math.floor(localMs / 60_000) % MINUTES_PER_DAY;
  return minute < 0 ? minute + MINUTES_PER_DAY : minute;
}

/** Readings (mg/dL) of all days overlaid on one local day and summarised per time-of-day bucket. */
export function agpProfile(samples: readonly GlucoseSample[], bucketMinutes = 60): AgpBucket[] {
  if (!Number.isInteger(bucketMinutes) || bucketMinutes <= 0 || MINUTES_PER_DAY % bucketMinutes !== 0) {
    throw new RangeError('bucketMinutes must divide a day into whole buckets');
  }
  const buckets: number[][] = Array.from({ length: MINUTES_PER_DAY / bucketMinutes }, () => []);
  for (const sample of samples) buckets[Math.floor(localMinuteOfDay(sample) / bucketMinutes)]?.push(sample.value);
  return buckets.map((values, index) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      startMinute: index * bucketMinutes,
      count: sorted.length,
      p5: percentile(sorted, 5),
      p25: percentile(sorted, 25),
      p50: percentile(sorted, 50),
      p75: percentile(sorted, 75),
      p95: percentile(sorted, 95),
    };
  });
}
