import { bandIndexOfDecimg, type BandIndex } from './bands';
import { MAX_INTERVAL_GAP_MINUTES } from './tally';

/**
 * Readings further apart than this are not consecutive: the sensor was off or lost. A shorter gap
 * is bridged, as iglu interpolates gaps (CGMS2DayByDay, inter_gap): five missed 5-minute readings
 * or one missed 15-minute reading do not break a run, or a low.
 */
export const MAX_CONTINUOUS_GAP_MINUTES = MAX_INTERVAL_GAP_MINUTES;
const MAX_CONTINUOUS_GAP_MS = MAX_CONTINUOUS_GAP_MINUTES * 60_000;

/**
 * Consecutive readings in one band, without a sensor gap: the run-length encoding of a sensor
 * trace that the episode rules read. Instants are epoch ms, values decimg.
 */
export interface GlucoseRun {
  band: BandIndex;
  startAt: number;
  /** The run's last reading. */
  endAt: number;
  count: number;
  minDecimg: number;
  maxDecimg: number;
}

export function isContinuous(previousAt: number, nextAt: number): boolean {
  return nextAt - previousAt <= MAX_CONTINUOUS_GAP_MS;
}

/**
 * Readings (oldest first) as runs. A reading's band is the one of the unit it was entered in
 * (bands.ts); without one, its mg/dL value's.
 */
export function runsOf(readings: readonly { at: number; decimg: number; band?: BandIndex }[]): GlucoseRun[] {
  const runs: GlucoseRun[] = [];
  let current: GlucoseRun | undefined;
  for (const reading of readings) {
    const { at, decimg } = reading;
    const band = reading.band ?? bandIndexOfDecimg(decimg);
    if (current && current.band === band && isContinuous(current.endAt, at)) {
      current.endAt = at;
      current.count += 1;
      current.minDecimg = Math.min(current.minDecimg, decimg);
      current.maxDecimg = Math.max(current.maxDecimg, decimg);
    } else {
      current = { band, startAt: at, endAt: at, count: 1, minDecimg: decimg, maxDecimg: decimg };
      runs.push(current);
    }
  }
  return runs;
}

/** Runs of several days (each day's runs oldest first) in one timeline; runs that continue across midnight join. */
export function joinRuns(days: readonly (readonly GlucoseRun[])[]): GlucoseRun[] {
  const all = days.flat().sort((a, b) => a.startAt - b.startAt);
  const joined: GlucoseRun[] = [];
  for (const run of all) {
    const last = joined[joined.length - 1];
    if (last && last.band === run.band && isContinuous(last.endAt, run.startAt)) {
      joined[joined.length - 1] = {
        ...last, endAt: run.endAt, count: last.count + run.count,
        minDecimg: Math.min(last.minDecimg, run.minDecimg), maxDecimg: Math.max(last.maxDecimg, run.maxDecimg),
      };
    } else joined.push(run); // never changed in place: a join replaces it with a new run
  }
  return joined;
}

/**
 * Runs as a read model stores them: flat sextuples of band, startAt, endAt, count, minDecimg and
 * maxDecimg. A day of a sensor's runs is read with every long report; as numbers alone its JSON is
 * less than half the size of the objects' and parses about three times faster.
 */
export type PackedRuns = number[];

const RUN_FIELDS = 6;

export function packRuns(runs: readonly GlucoseRun[]): PackedRuns {
  return runs.flatMap((run) => [run.band, run.startAt, run.endAt, run.count, run.minDecimg, run.maxDecimg]);
}

export function unpackRuns(packed: readonly number[]): GlucoseRun[] {
  if (packed.length % RUN_FIELDS !== 0) throw new RangeError(`packed runs hold ${packed.length} numbers, not a multiple of ${RUN_FIELDS}`);
  const runs: GlucoseRun[] = [];
  for (let index = 0; index < packed.length; index += RUN_FIELDS) {
    runs.push({
      band: packed[index] as BandIndex, startAt: packed[index + 1]!, endAt: packed[index + 2]!,
      count: packed[index + 3]!, minDecimg: packed[index + 4]!, maxDecimg: packed[index + 5]!,
    });
  }
  return runs;
}
