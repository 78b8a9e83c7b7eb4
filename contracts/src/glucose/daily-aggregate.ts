import { z } from 'zod';
import { consensusBandIndex, localDateOf, slotOf, toDecimg } from './metrics-math';
import type { GlucoseSample } from './metrics';

/**
 * One local day of readings, reduced to exact integer counts. Values are in decimg (0.1 mg/dL).
 * The histogram (decimg -> readings) answers in/below/above for any target, so stats stay exact
 * when the user changes their target; it has at most a few hundred keys per day.
 */
export const dailyGlucoseAggregateSchema = z.object({
  /** Local calendar date, YYYY-MM-DD. */
  date: z.iso.date(),
  count: z.number().int().nonnegative(),
  sum: z.number().int().nonnegative(),
  sumSquares: z.number().int().nonnegative(),
  minDecimg: z.number().int(),
  maxDecimg: z.number().int(),
  /** Readings per consensus band: <54, 54-69, 70-180, 181-250, >250 mg/dL. */
  bandCounts: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
  histogram: z.record(z.string(), z.number().int().positive()),
  /** Distinct 5-minute slots with at least one reading. */
  presentSlots: z.number().int().nonnegative(),
  firstSlot: z.number().int(),
  lastSlot: z.number().int(),
});
export type DailyGlucoseAggregate = z.infer<typeof dailyGlucoseAggregateSchema>;

/** Several days merged: the same counts, plus how many days contributed. */
export type MergedGlucoseAggregate = Omit<DailyGlucoseAggregate, 'date'> & { days: number };

function emptyDay(date: string, slot: number): DailyGlucoseAggregate {
  return {
    date, count: 0, sum: 0, sumSquares: 0, minDecimg: Number.POSITIVE_INFINITY, maxDecimg: Number.NEGATIVE_INFINITY,
    bandCounts: [0, 0, 0, 0, 0], histogram: {}, presentSlots: 0, firstSlot: slot, lastSlot: slot,
  };
}

function addSample(day: DailyGlucoseAggregate, decimg: number, slot: number): void {
  day.count += 1;
  day.sum += decimg;
  day.sumSquares += decimg * decimg;
  day.minDecimg = Math.min(day.minDecimg, decimg);
  day.maxDecimg = Math.max(day.maxDecimg, decimg);
  const band = consensusBandIndex(decimg);
  day.bandCounts[band] += 1;
  day.histogram[decimg] = (day.histogram[decimg] ?? 0) + 1;
  day.firstSlot = Math.min(day.firstSlot, slot);
  day.lastSlot = Math.max(day.lastSlot, slot);
}

/** Readings grouped by the local date they were taken on, sorted by date. */
export function aggregateByLocalDay(samples: readonly GlucoseSample[]): DailyGlucoseAggregate[] {
  const days = new Map<string, { aggregate: DailyGlucoseAggregate; slots: Set<number> }>();
  for (const sample of samples) {
    const epochMs = new Date(sample.timestamp).getTime();
    const date = localDateOf(epochMs, sample.timezoneOffsetMinutes ?? 0);
    const slot = slotOf(epochMs);
    let day = days.get(date);
    if (!day) days.set(date, (day = { aggregate: emptyDay(date, slot), slots: new Set() }));
    addSample(day.aggregate, toDecimg(sample.value), slot);
    day.slots.add(slot);
  }
  return [...days.values()]
    .map(({ aggregate, slots }) => ({ ...aggregate, presentSlots: slots.size }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

function mergeHistograms(target: Record<string, number>, source: Readonly<Record<string, number>>): void {
  for (const [decimg, count] of Object.entries(source)) target[decimg] = (target[decimg] ?? 0) + count;
}

function emptyMerged(): MergedGlucoseAggregate {
  const { date: _date, ...counts } = emptyDay('', Number.POSITIVE_INFINITY);
  return { ...counts, lastSlot: Number.NEGATIVE_INFINITY, days: 0 };
}

/** Days must be distinct; null when there are none. */
export function mergeDailyAggregates(days: readonly DailyGlucoseAggregate[]): MergedGlucoseAggregate | null {
  if (days.length === 0) return null;
  const merged = emptyMerged();
  for (const day of days) {
    merged.days += 1;
    merged.count += day.count;
    merged.sum += day.sum;
    merged.sumSquares += day.sumSquares;
    merged.minDecimg = Math.min(merged.minDecimg, day.minDecimg);
    merged.maxDecimg = Math.max(merged.maxDecimg, day.maxDecimg);
    day.bandCounts.forEach((count, band) => (merged.bandCounts[band as 0 | 1 | 2 | 3 | 4] += count));
    mergeHistograms(merged.histogram, day.histogram);
    merged.presentSlots += day.presentSlots;
    merged.firstSlot = Math.min(merged.firstSlot, day.firstSlot);
    merged.lastSlot = Math.max(merged.lastSlot, day.lastSlot);
  }
  return merged;
}
