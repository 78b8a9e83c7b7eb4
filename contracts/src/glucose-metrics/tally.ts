import type { GlucoseUnit } from '../glucose/enums';
import { bandIndexOfTenths, isInTightRangeTenths, type BandIndex } from './bands';

/**
 * A set of readings reduced to exact integer counts that merge in any order: the sum of two
 * tallies is the tally of the union. Values are decimg (0.1 mg/dL), instants epoch ms; each reading
 * is counted in its band by the unit it was entered in (see bands.ts).
 */
export interface GlucoseTally {
  count: number;
  sum: number;
  sumSquares: number;
  minDecimg: number | null;
  maxDecimg: number | null;
  /** Readings per consensus band, in the order of GLUCOSE_BANDS. */
  bandCounts: [number, number, number, number, number];
  /** Readings in tight range (70-140 mg/dL, 3.9-7.8 mmol/L). */
  tightCount: number;
  /** Readings against the person's own target. */
  targetCounts: { below: number; inRange: number; above: number };
  firstAt: number | null;
  lastAt: number | null;
  /** Whole minutes between consecutive readings (1-30) -> how often; gives the sampling interval. */
  gapCounts: Record<string, number>;
}

/** Gaps up to this long tell the sampling interval; longer ones are sensor gaps. */
export const MAX_INTERVAL_GAP_MINUTES = 30;

export function emptyTally(): GlucoseTally {
  return {
    count: 0, sum: 0, sumSquares: 0, minDecimg: null, maxDecimg: null, bandCounts: [0, 0, 0, 0, 0], tightCount: 0,
    targetCounts: { below: 0, inRange: 0, above: 0 }, firstAt: null, lastAt: null, gapCounts: {},
  };
}

/** Adds `count` readings of one canonical value (0.1 mg/dL) to the sums and bounds. */
export function addValue(tally: GlucoseTally, decimg: number, count: number): void {
  tally.count += count;
  tally.sum += decimg * count;
  tally.sumSquares += decimg * decimg * count;
  tally.minDecimg = tally.minDecimg === null ? decimg : Math.min(tally.minDecimg, decimg);
  tally.maxDecimg = tally.maxDecimg === null ? decimg : Math.max(tally.maxDecimg, decimg);
}

/**
 * Adds `count` readings to the band counts, each as it shows in the unit it was entered in
 * (`tenths` of `unit`); answers their band.
 */
export function addBands(tally: GlucoseTally, tenths: number, unit: GlucoseUnit, count: number): BandIndex {
  const band = bandIndexOfTenths(tenths, unit);
  tally.bandCounts[band] += count;
  if (isInTightRangeTenths(tenths, unit)) tally.tightCount += count;
  return band;
}

export function addSpan(tally: GlucoseTally, firstAt: number | null, lastAt: number | null): void {
  if (firstAt !== null) tally.firstAt = tally.firstAt === null ? firstAt : Math.min(tally.firstAt, firstAt);
  if (lastAt !== null) tally.lastAt = tally.lastAt === null ? lastAt : Math.max(tally.lastAt, lastAt);
}

export function addCounts(target: Record<string, number>, source: Readonly<Record<string, number>>): void {
  for (const [key, count] of Object.entries(source)) target[key] = (target[key] ?? 0) + count;
}

/** The tally of the union of readings of several distinct tallies. */
export function mergeTallies(tallies: readonly GlucoseTally[]): GlucoseTally {
  const merged = emptyTally();
  for (const tally of tallies) {
    merged.count += tally.count;
    merged.sum += tally.sum;
    merged.sumSquares += tally.sumSquares;
    if (tally.minDecimg !== null) merged.minDecimg = Math.min(merged.minDecimg ?? tally.minDecimg, tally.minDecimg);
    if (tally.maxDecimg !== null) merged.maxDecimg = Math.max(merged.maxDecimg ?? tally.maxDecimg, tally.maxDecimg);
    tally.bandCounts.forEach((count, band) => (merged.bandCounts[band as 0] += count));
    merged.tightCount += tally.tightCount;
    merged.targetCounts.below += tally.targetCounts.below;
    merged.targetCounts.inRange += tally.targetCounts.inRange;
    merged.targetCounts.above += tally.targetCounts.above;
    addSpan(merged, tally.firstAt, tally.lastAt);
    addCounts(merged.gapCounts, tally.gapCounts);
  }
  return merged;
}
