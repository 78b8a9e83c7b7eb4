import { z } from 'zod';
import { MINUTES_PER_DAY } from './sample';

/** AGP time-of-day resolution: 96 bins of 15 minutes. */
export const AGP_BIN_MINUTES = 15;
export const AGP_BINS = MINUTES_PER_DAY / AGP_BIN_MINUTES;
export const AGP_PERCENTILES = [5, 25, 50, 75, 95] as const;

/**
 * Weights of the centred moving average that smooths each percentile curve across neighbouring
 * bins (75 minutes in all), wrapping around midnight: the AGP report draws smoothed curves, not
 * the raw per-bin percentiles (Johnson ML et al., Diabetes Technol Ther 2019;21(S2):S2-17).
 */
export const AGP_SMOOTHING_WEIGHTS = [1, 2, 3, 2, 1] as const;

/**
 * Readings of all days overlaid on one local day, as stored: flat triples of bin, decimg and count,
 * by bin then decimg. Flat numbers, because a 90-day AGP parses and merges 26,000 of them.
 */
export type TimeOfDayHistogram = number[];

export const agpPointSchema = z.object({
  /** Local minutes after midnight at the centre of the bin. */
  minute: z.number(),
  count: z.number().int(),
  p5: z.number().nullable(),
  p25: z.number().nullable(),
  p50: z.number().nullable(),
  p75: z.number().nullable(),
  p95: z.number().nullable(),
});
export type AgpPoint = z.infer<typeof agpPointSchema>;

export function agpBinOf(localMinute: number): number {
  return Math.floor(localMinute / AGP_BIN_MINUTES);
}

/**
 * The readings of each bin while a day is digested or days are merged: bin -> their decimg values,
 * one per reading, in no order. Sorted once per bin, they give the stored histogram's counts and
 * every AGP percentile by rank.
 */
export type AgpValues = number[][];

/** Adds a stored histogram's readings to `into`; returns `into`. */
export function addAgpValues(into: AgpValues, histogram: Readonly<TimeOfDayHistogram>): AgpValues {
  for (let index = 0; index + 2 < histogram.length; index += 3) {
    const values = (into[histogram[index]!] ??= []);
    const [decimg, count] = [histogram[index + 1]!, histogram[index + 2]!];
    for (let reading = 0; reading < count; reading += 1) values.push(decimg);
  }
  return into;
}

/** The stored form of a day's or several days' values: each bin's values sorted and counted. */
export function timeOfDayHistogramOf(values: AgpValues): TimeOfDayHistogram {
  const histogram: TimeOfDayHistogram = [];
  values.forEach((ofBin, bin) => {
    const sorted = Float64Array.from(ofBin).sort();
    for (let index = 0; index < sorted.length; ) {
      const decimg = sorted[index]!;
      const first = index;
      while (index < sorted.length && sorted[index] === decimg) index += 1;
      histogram.push(bin, decimg, index - first);
    }
  });
  return histogram;
}

/** Several stored histograms merged into one. */
export function mergeTimeOfDay(histograms: readonly Readonly<TimeOfDayHistogram>[]): TimeOfDayHistogram {
  return timeOfDayHistogramOf(histograms.reduce<AgpValues>((values, histogram) => addAgpValues(values, histogram), []));
}

/** Percentile by linear interpolation between closest ranks (Hyndman-Fan type 7) of decimg values sorted ascending, in mg/dL. */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number | null {
  const total = sorted.length;
  if (total === 0) return null;
  const h = (total - 1) * (p / 100);
  const lowerRank = Math.floor(h);
  const low = sorted[lowerRank]! / 10;
  const high = sorted[Math.min(lowerRank + 1, total - 1)]! / 10;
  return low + (h - lowerRank) * (high - low);
}

function rawPercentiles(values: readonly number[] | undefined) {
  const sorted = Float64Array.from(values ?? []).sort();
  return { total: sorted.length, values: AGP_PERCENTILES.map((p) => percentileOfSorted(sorted, p)) };
}

function smooth(series: readonly (number | null)[]): (number | null)[] {
  const half = Math.floor(AGP_SMOOTHING_WEIGHTS.length / 2);
  return series.map((value, index) => {
    if (value === null) return null;
    let weighted = 0;
    let weights = 0;
    AGP_SMOOTHING_WEIGHTS.forEach((weight, offset) => {
      const neighbour = series[(index + offset - half + series.length) % series.length];
      if (neighbour === null || neighbour === undefined) return;
      weighted += weight * neighbour;
      weights += weight;
    });
    return Math.round((weighted / weights) * 10) / 10;
  });
}

/** The AGP curves: 5/25/50/75/95th percentiles per 15-minute bin, smoothed; null where a bin has no reading. */
export function agpProfile(values: AgpValues): AgpPoint[] {
  const bins = Array.from({ length: AGP_BINS }, (_, bin) => rawPercentiles(values[bin]));
  const curves = AGP_PERCENTILES.map((_, index) => smooth(bins.map((bin) => bin.values[index] ?? null)));
  return bins.map((bin, index) => ({
    minute: index * AGP_BIN_MINUTES + AGP_BIN_MINUTES / 2,
    count: bin.total,
    p5: curves[0]![index]!,
    p25: curves[1]![index]!,
    p50: curves[2]![index]!,
    p75: curves[3]![index]!,
    p95: curves[4]![index]!,
  }));
}
