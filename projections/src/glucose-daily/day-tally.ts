import { consensusBandIndex, localDateOf, slotOf, toDecimg, type DailyGlucoseAggregate, type GlucoseReadingLoggedData } from '@glyco/contracts';

/**
 * One local day's readings reduced to counts that can be added to and subtracted from: a reading
 * leaves a day exactly as it entered it, so an update or delete never needs the day's other
 * readings. Min, max and the slot figures follow from the histogram and slot counts.
 */
export interface DayTally {
  count: number;
  sum: number;
  sumSquares: number;
  bandCounts: [number, number, number, number, number];
  /** decimg (0.1 mg/dL) -> readings. */
  histogram: Record<string, number>;
  /** 5-minute slot -> readings in it. */
  slots: Record<string, number>;
}

/** What one reading adds to its local day. */
export interface ReadingContribution {
  localDate: string;
  decimg: number;
  slot: number;
}

export function contributionOf(reading: Pick<GlucoseReadingLoggedData, 'valueMgdl' | 'timestamp' | 'timezoneOffsetMinutes'>): ReadingContribution {
  const epochMs = Date.parse(reading.timestamp);
  return { localDate: localDateOf(epochMs, reading.timezoneOffsetMinutes), decimg: toDecimg(reading.valueMgdl), slot: slotOf(epochMs) };
}

export function emptyDayTally(): DayTally {
  return { count: 0, sum: 0, sumSquares: 0, bandCounts: [0, 0, 0, 0, 0], histogram: {}, slots: {} };
}

function adjustKey(counts: Record<string, number>, key: string, delta: 1 | -1): void {
  const value = (counts[key] ?? 0) + delta;
  if (value < 0) throw new Error(`Day tally would go negative at ${key}`);
  if (value === 0) delete counts[key];
  else counts[key] = value;
}

/** Adds one reading to (delta 1) or takes it out of (delta -1) a tally this caller owns. */
export function adjustDayTallyInPlace(tally: DayTally, { decimg, slot }: ReadingContribution, delta: 1 | -1): void {
  tally.bandCounts[consensusBandIndex(decimg)] += delta;
  tally.count += delta;
  tally.sum += delta * decimg;
  tally.sumSquares += delta * decimg * decimg;
  adjustKey(tally.histogram, String(decimg), delta);
  adjustKey(tally.slots, String(slot), delta);
}

/** The tally with one reading added (delta 1) or taken out (delta -1). */
export function adjustDayTally(tally: DayTally, contribution: ReadingContribution, delta: 1 | -1): DayTally {
  const next: DayTally = { ...tally, bandCounts: [...tally.bandCounts], histogram: { ...tally.histogram }, slots: { ...tally.slots } };
  adjustDayTallyInPlace(next, contribution, delta);
  return next;
}

function keyRange(counts: Record<string, number>): { min: number; max: number } {
  const keys = Object.keys(counts).map(Number);
  return { min: Math.min(...keys), max: Math.max(...keys) };
}

/** The contracts' daily aggregate of a non-empty tally. */
export function dailyAggregateOf(date: string, tally: DayTally): DailyGlucoseAggregate {
  const values = keyRange(tally.histogram);
  const slots = keyRange(tally.slots);
  return {
    date,
    count: tally.count,
    sum: tally.sum,
    sumSquares: tally.sumSquares,
    minDecimg: values.min,
    maxDecimg: values.max,
    bandCounts: [...tally.bandCounts],
    histogram: { ...tally.histogram },
    presentSlots: Object.keys(tally.slots).length,
    firstSlot: slots.min,
    lastSlot: slots.max,
  };
}
