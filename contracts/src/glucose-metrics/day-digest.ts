import type { GlucoseUnit } from '../glucose/enums';
import { tenthsIn, toDecimg, type BandIndex } from './bands';
import { addAgpValues, agpBinOf, mergeTimeOfDay, timeOfDayHistogramOf, type AgpValues, type TimeOfDayHistogram } from './agp';
import { joinRuns, runsOf, type GlucoseRun } from './runs';
import { addReadingToHours, mergeHourSums, type HourSums } from './hour-sums';
import { byTime, epochMsOf, localDateOf, localMinuteOfDay, type GlucoseSample, type GlucoseSource } from './sample';
import { addBands, addCounts, addSpan, addValue, emptyTally, MAX_INTERVAL_GAP_MINUTES, mergeTallies, type GlucoseTally } from './tally';
import { targetPosition, type TargetRange } from './target';

/**
 * One local day of one source's readings, as a read model keeps it: everything the metrics, the
 * AGP and the episodes need, never the readings themselves. A reading's day is its local date by
 * its own time-zone offset.
 */
export interface GlucoseDayDigest {
  date: string;
  source: GlucoseSource;
  /** The day's tally without target counts (those follow from the histogram for any target). */
  tally: Omit<GlucoseTally, 'targetCounts'>;
  /** Readings per value as shown in the unit each was entered in (see histogramKeyOf): what target counts are taken from. */
  histogram: Record<string, number>;
  timeOfDay: TimeOfDayHistogram;
  runs: GlucoseRun[];
  /** The day's readings per UTC hour, for charts of long ranges. */
  hours: HourSums;
}

const MMOL_KEY_PREFIX = 'm';

/**
 * A reading's key in the value histogram: its value in tenths of the unit it was entered in, which
 * it is classified by (bands.ts). A mg/dL reading's key is its 0.1 mg/dL ("1802"), a mmol/L
 * reading's its 0.1 mmol/L after an "m" ("m100" is 10.0 mmol/L).
 */
export function histogramKeyOf(tenths: number, unit: GlucoseUnit): string | number {
  return unit === 'mmol/L' ? `${MMOL_KEY_PREFIX}${tenths}` : tenths;
}

export function shownValueOfKey(key: string): { tenths: number; unit: GlucoseUnit } {
  return key.startsWith(MMOL_KEY_PREFIX) ? { tenths: Number(key.slice(MMOL_KEY_PREFIX.length)), unit: 'mmol/L' } : { tenths: Number(key), unit: 'mg/dL' };
}

/** Counts the whole minutes between two consecutive readings, when they tell the sampling interval. */
function addGap(gapCounts: Record<string, number>, previousAt: number, at: number): void {
  const gap = Math.round((at - previousAt) / 60_000);
  if (gap >= 1 && gap <= MAX_INTERVAL_GAP_MINUTES) gapCounts[gap] = (gapCounts[gap] ?? 0) + 1;
}

function digestOfDay(date: string, source: GlucoseSource, samples: readonly GlucoseSample[]): GlucoseDayDigest {
  const tally = emptyTally();
  const histogram: Record<string, number> = {};
  const timeOfDay: AgpValues = [];
  const hours: HourSums = [];
  const points: { at: number; decimg: number; band: BandIndex }[] = [];
  let previousAt: number | null = null;
  for (const sample of byTime(samples)) {
    const at = epochMsOf(sample.timestamp);
    const decimg = toDecimg(sample.value);
    const unit = sample.unit ?? 'mg/dL';
    const tenths = unit === 'mg/dL' ? decimg : tenthsIn(sample.value, unit);
    addValue(tally, decimg, 1);
    const band = addBands(tally, tenths, unit, 1);
    addSpan(tally, at, at);
    const key = histogramKeyOf(tenths, unit);
    histogram[key] = (histogram[key] ?? 0) + 1;
    (timeOfDay[agpBinOf(localMinuteOfDay(at, sample.timezoneOffsetMinutes ?? 0))] ??= []).push(decimg);
    addReadingToHours(hours, at, decimg);
    if (previousAt !== null) addGap(tally.gapCounts, previousAt, at);
    previousAt = at;
    points.push({ at, decimg, band });
  }
  const { targetCounts: _targetCounts, ...counts } = tally;
  return { date, source, tally: counts, histogram, timeOfDay: timeOfDayHistogramOf(timeOfDay), runs: runsOf(points), hours };
}

/** Readings grouped by local date and source, sorted by date (CGM before meter on one date). */
export function digestByLocalDay(samples: readonly GlucoseSample[]): GlucoseDayDigest[] {
  const groups = new Map<string, GlucoseSample[]>();
  for (const sample of samples) {
    const key = `${localDateOf(epochMsOf(sample.timestamp), sample.timezoneOffsetMinutes ?? 0)}|${sample.source}`;
    const group = groups.get(key);
    if (group) group.push(sample);
    else groups.set(key, [sample]);
  }
  return [...groups.entries()]
    .map(([key, group]) => {
      const [date, source] = key.split('|') as [string, GlucoseSource];
      return digestOfDay(date, source, group);
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source));
}

/** The tally and value histogram of a digest, or of several merged. */
export type DigestCounts = Pick<GlucoseDayDigest, 'tally' | 'histogram'>;

/** The counts of two distinct sets of readings together (no gap between them is counted). */
export function addDigestCounts(a: DigestCounts, b: DigestCounts): DigestCounts {
  const withoutTarget = ({ tally }: DigestCounts): GlucoseTally => ({ ...tally, targetCounts: { below: 0, inRange: 0, above: 0 } });
  const { targetCounts: _targetCounts, ...tally } = mergeTallies([withoutTarget(a), withoutTarget(b)]);
  const histogram: Record<string, number> = {};
  addCounts(histogram, a.histogram);
  addCounts(histogram, b.histogram);
  return { tally, histogram };
}

/**
 * The digest of one day's readings from the digests of two parts of it, the later part's first
 * reading after the earlier part's last: what digesting the whole day gives, without its readings.
 * The gap between the two parts counts as the readings' own gaps do.
 */
export function joinDayDigests(earlier: GlucoseDayDigest, later: GlucoseDayDigest): GlucoseDayDigest {
  const [earlierEnd, laterStart] = [earlier.tally.lastAt, later.tally.firstAt];
  if (laterStart === null) return earlier;
  if (earlierEnd === null) return later;
  if (laterStart <= earlierEnd) throw new RangeError('the later part of a day must start after the earlier part ends');
  const { tally, histogram } = addDigestCounts(earlier, later);
  addGap(tally.gapCounts, earlierEnd, laterStart);
  const timeOfDay = mergeTimeOfDay([earlier.timeOfDay, later.timeOfDay]);
  const hours = mergeHourSums([earlier.hours, later.hours]);
  return { date: earlier.date, source: earlier.source, tally, histogram, timeOfDay, runs: joinRuns([earlier.runs, later.runs]), hours };
}

/** Counts of a histogram against the person's target. */
export function targetCountsOf(histogram: Readonly<Record<string, number>>, target: TargetRange): GlucoseTally['targetCounts'] {
  const counts = { below: 0, inRange: 0, above: 0 };
  for (const [key, count] of Object.entries(histogram)) {
    const { tenths, unit } = shownValueOfKey(key);
    counts[targetPosition(tenths, target, unit)] += count;
  }
  return counts;
}

/**
 * Distinct days of one source merged, with target counts for this target. The time-of-day counts
 * and the runs are only gathered when asked for (the AGP, the episodes).
 */
export function mergeDigests(digests: readonly GlucoseDayDigest[], target: TargetRange, parts: { agp?: boolean; episodes?: boolean } = {}) {
  const histogram: Record<string, number> = {};
  const agpValues: AgpValues = [];
  for (const digest of digests) {
    addCounts(histogram, digest.histogram);
    if (parts.agp ?? true) addAgpValues(agpValues, digest.timeOfDay);
  }
  const tally = mergeTallies(digests.map((digest) => ({ ...digest.tally, targetCounts: { below: 0, inRange: 0, above: 0 } })));
  tally.targetCounts = targetCountsOf(histogram, target);
  return { tally, agpValues, runs: parts.episodes ?? true ? joinRuns(digests.map((digest) => digest.runs)) : [] };
}
