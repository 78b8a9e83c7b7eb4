import { HOUR_MS } from './sample';

/**
 * Readings per UTC hour, kept with each day's digest so that a chart of a long range never reads
 * its readings: flat triples of hour (epoch ms / HOUR_MS), readings and the sum of their decimg
 * values, hours ascending. Numbers alone parse several times faster than an object keyed by hours,
 * which V8 keeps as a sparse array.
 */
export type HourSums = number[];

/** A bucket of a chart: its start (epoch ms) and the mean of its readings in mg/dL to 0.1. */
export interface BucketMean {
  at: number;
  value: number;
}

const FIELDS = 3;

/** Adds readings to an hour, keeping the hours ascending; a later hour than the last (readings in time order) is appended. */
function addToHour(sums: HourSums, hour: number, count: number, sum: number): void {
  let index = sums.length - FIELDS;
  while (index >= 0 && sums[index]! > hour) index -= FIELDS;
  if (index >= 0 && sums[index] === hour) {
    sums[index + 1]! += count;
    sums[index + 2]! += sum;
  } else sums.splice(index + FIELDS, 0, hour, count, sum);
}

export function addReadingToHours(hours: HourSums, at: number, decimg: number): void {
  addToHour(hours, Math.floor(at / HOUR_MS), 1, decimg);
}

/** The sums of several distinct sets of readings together. */
export function mergeHourSums(parts: readonly Readonly<HourSums>[]): HourSums {
  const merged: HourSums = [];
  for (const part of parts) {
    for (let index = 0; index < part.length; index += FIELDS) addToHour(merged, part[index]!, part[index + 1]!, part[index + 2]!);
  }
  return merged;
}

/**
 * The means of epoch-aligned buckets of `bucketMinutes` (a whole number of hours) of several
 * distinct sets of readings' sums (a range's days), oldest first: what bucketing the readings
 * themselves gives. A mean is of decimg values, in mg/dL to 0.1, halves up (as `toDecimg`).
 */
export function bucketMeansOfHours(parts: readonly Readonly<HourSums>[], bucketMinutes: number): BucketMean[] {
  if (bucketMinutes % 60 !== 0) throw new RangeError(`a bucket of ${bucketMinutes} minutes is not a whole number of hours`);
  const hoursPerBucket = bucketMinutes / 60;
  const buckets = new Map<number, [number, number]>();
  for (const hours of parts) {
    for (let index = 0; index < hours.length; index += FIELDS) {
      const [hour, count, sum] = [hours[index]!, hours[index + 1]!, hours[index + 2]!];
      if (count === 0) continue;
      const bucket = Math.floor(hour / hoursPerBucket);
      const slot = buckets.get(bucket);
      if (slot) {
        slot[0] += count;
        slot[1] += sum;
      } else buckets.set(bucket, [count, sum]);
    }
  }
  return [...buckets]
    .sort(([a], [b]) => a - b)
    .map(([bucket, [count, sum]]) => ({ at: bucket * hoursPerBucket * HOUR_MS, value: Math.round(sum / count) / 10 }));
}
