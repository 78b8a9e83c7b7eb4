import { MINUTE_MS } from './sample';

export const HOUR_MS = 3_600_000;

/**
 * Readings per UTC hour, kept with each day's digest so that a chart of a long range never reads
 * its readings: hour (epoch ms / HOUR_MS) -> [readings, sum of their decimg values].
 */
export type HourSums = Record<string, [number, number]>;

/** A bucket of a chart: its start (epoch ms) and the mean of its readings in mg/dL to 0.1. */
export interface BucketMean {
  at: number;
  value: number;
}

/** A bucket's mean of decimg values, in mg/dL to 0.1 (halves up, as `toDecimg`). */
export const meanOfDecimgSum = (sum: number, count: number): number => Math.round(sum / count) / 10;

export function addReadingToHours(hours: HourSums, at: number, decimg: number): void {
  const hour = String(Math.floor(at / HOUR_MS));
  const sums = hours[hour];
  if (sums) {
    sums[0] += 1;
    sums[1] += decimg;
  } else hours[hour] = [1, decimg];
}

/** Adds the sums of `source` (other readings) to `into`; returns `into`. */
export function addHourSums(into: HourSums, source: Readonly<HourSums>): HourSums {
  for (const hour in source) {
    const [count, sum] = source[hour]!;
    const sums = into[hour];
    if (sums) {
      sums[0] += count;
      sums[1] += sum;
    } else into[hour] = [count, sum];
  }
  return into;
}

/**
 * The means of epoch-aligned buckets of `bucketMinutes` (a whole number of hours), oldest first:
 * what bucketing the readings themselves gives.
 */
export function bucketMeansOfHours(hours: Readonly<HourSums>, bucketMinutes: number): BucketMean[] {
  if (bucketMinutes % 60 !== 0) throw new RangeError(`a bucket of ${bucketMinutes} minutes is not a whole number of hours`);
  const bucketMs = bucketMinutes * MINUTE_MS;
  const buckets = new Map<number, [number, number]>();
  for (const hour in hours) {
    const [count, sum] = hours[hour]!;
    if (count === 0) continue;
    const at = Math.floor((Number(hour) * HOUR_MS) / bucketMs) * bucketMs;
    const bucket = buckets.get(at);
    if (bucket) {
      bucket[0] += count;
      bucket[1] += sum;
    } else buckets.set(at, [count, sum]);
  }
  return [...buckets]
    .sort(([a], [b]) => a - b)
    .map(([at, [count, sum]]) => ({ at, value: meanOfDecimgSum(sum, count) }));
}
