import { HOUR_MS, MINUTE_MS } from './sample';

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

function addToSlot(sums: HourSums, key: string, count: number, sum: number): void {
  const slot = sums[key];
  if (slot) {
    slot[0] += count;
    slot[1] += sum;
  } else sums[key] = [count, sum];
}

export function addReadingToHours(hours: HourSums, at: number, decimg: number): void {
  addToSlot(hours, String(Math.floor(at / HOUR_MS)), 1, decimg);
}

/** Adds the sums of `source` (other readings) to `into`; returns `into`. */
export function addHourSums(into: HourSums, source: Readonly<HourSums>): HourSums {
  for (const hour in source) addToSlot(into, hour, source[hour]![0], source[hour]![1]);
  return into;
}

/** The sums of several distinct sets of readings together. */
export function mergeHourSums(parts: readonly Readonly<HourSums>[]): HourSums {
  const merged: HourSums = {};
  for (const part of parts) addHourSums(merged, part);
  return merged;
}

/**
 * The means of epoch-aligned buckets of `bucketMinutes` (a whole number of hours), oldest first:
 * what bucketing the readings themselves gives. A mean is of decimg values, in mg/dL to 0.1,
 * halves up (as `toDecimg`).
 */
export function bucketMeansOfHours(hours: Readonly<HourSums>, bucketMinutes: number): BucketMean[] {
  if (bucketMinutes % 60 !== 0) throw new RangeError(`a bucket of ${bucketMinutes} minutes is not a whole number of hours`);
  const bucketMs = bucketMinutes * MINUTE_MS;
  const buckets: HourSums = {};
  for (const hour in hours) {
    const [count, sum] = hours[hour]!;
    if (count > 0) addToSlot(buckets, String(Math.floor((Number(hour) * HOUR_MS) / bucketMs) * bucketMs), count, sum);
  }
  return Object.entries(buckets)
    .map(([at, [count, sum]]) => ({ at: Number(at), value: Math.round(sum / count) / 10 }))
    .sort((a, b) => a.at - b.at);
}
