import { z } from 'zod';
import { SENSOR_LIMITS } from '../imports/records';
import { agpPointSchema, agpProfile } from './agp';
import { BAND_KEYS } from './bands';
import { mergeDigests, type GlucoseDayDigest } from './day-digest';
import { episodeSummarySchema, findEpisodes, summariseEpisodes, type GlucoseEpisode } from './episodes';
import { judgeGoals } from './goals';
import { goalResultSchema } from './goals';
import { glycemiaRiskIndex, griSchema } from './gri';
import { epochMsOf, GLUCOSE_SOURCES } from './sample';
import { oneDecimalOrNull, percentOf, summaryOf } from './summary';
import type { GlucoseTally } from './tally';
import type { TargetRange } from './target';
import { DEFAULT_SAMPLING_INTERVAL_MINUTES, GMI_NEEDS_CGM, GMI_NO_READINGS, gmiWithheldReason, wearOf, wearSchema, type Wear } from './wear';

const bandPercentSchema = z.object(Object.fromEntries(BAND_KEYS.map((key) => [key, z.number()])) as Record<(typeof BAND_KEYS)[number], z.ZodNumber>);

/**
 * Every glucose figure of a period, as every surface shows it: the stats route, the reports
 * overview, the PDF, the assistant, the clinician view, the dashboard and the Glucose page.
 * Percentages are of readings, from the exact fraction, to one decimal, never adjusted to sum to
 * 100; mg/dL, SD, CV and GMI to one decimal.
 */
export const glucoseMetricsSchema = z.object({
  /** What the figures cover: instants, start inclusive and end exclusive; null where unbounded. */
  window: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
  /** cgm: the figures are the sensor's; meter: no sensor readings in the window, finger-sticks only. */
  source: z.enum(['cgm', 'meter', 'none']),
  /** Readings the figures come from. */
  count: z.number().int().nonnegative(),
  readings: z.object({ cgm: z.number().int().nonnegative(), meter: z.number().int().nonnegative() }),
  mean: z.number().nullable(),
  sd: z.number().nullable(),
  cv: z.number().nullable(),
  /** CGM only: an estimate of HbA1c, reported only when the wear is sufficient (14 days, 70 % active). */
  gmi: z.number().nullable(),
  /** Why gmi is null, as every surface shows it in its place ("GMI needs 14 days of CGM data with 70 % wear; ..."); null when gmi is a number. */
  gmiReason: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Set when the lowest or highest is a sensor's limit ('Low', 'LO'), shown as 'below 40' (formatGlucoseValue), not a measurement. */
  minSensorLimit: z.enum(SENSOR_LIMITS).nullable(),
  maxSensorLimit: z.enum(SENSOR_LIMITS).nullable(),
  bands: bandPercentSchema,
  /** < 70 mg/dL (very low + low) and > 180 mg/dL (high + very high), from their exact fractions. */
  belowRangePercent: z.number(),
  aboveRangePercent: z.number(),
  /** 70-140 mg/dL. */
  tightRangePercent: z.number(),
  target: z.object({ min: z.number(), max: z.number() }),
  /** Against the person's own target. */
  targetPercent: z.object({ below: z.number(), inRange: z.number(), above: z.number() }),
  gri: griSchema.nullable(),
  wear: wearSchema.nullable(),
  episodes: episodeSummarySchema.nullable(),
  goals: z.array(goalResultSchema),
});
export type GlucoseMetrics = z.infer<typeof glucoseMetricsSchema>;

export interface MetricsWindow {
  start: Date | string | number;
  /** Exclusive. */
  end: Date | string | number;
  /**
   * When the figures are computed. A window that ends later (today's, running to midnight)
   * has a part that has not happened yet: it can hold no readings, so it counts neither as
   * time without readings nor against the days of wear.
   */
  asOf?: Date | string | number;
}

export interface MetricsInput {
  cgm: GlucoseTally | null;
  meter: GlucoseTally | null;
  target: TargetRange;
  window?: MetricsWindow | null;
  /** CGM episodes in the window, when the caller has the runs. */
  episodes?: readonly GlucoseEpisode[] | null;
}

function windowOf(window: MetricsWindow | null | undefined) {
  if (!window) return { iso: { start: null, end: null }, ms: null };
  const startMs = epochMsOf(window.start);
  const endMs = epochMsOf(window.end);
  const asOfMs = window.asOf === undefined ? undefined : epochMsOf(window.asOf);
  return { iso: { start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString() }, ms: { startMs, endMs, asOfMs } };
}

function gmiReasonOf(source: GlucoseMetrics['source'], wear: Wear | null): string | null {
  if (source === 'none') return GMI_NO_READINGS;
  if (source === 'meter' || !wear) return GMI_NEEDS_CGM;
  return gmiWithheldReason(wear);
}

/** The one computation of every glucose metric. */
export function computeGlucoseMetrics(input: MetricsInput): GlucoseMetrics {
  const cgmCount = input.cgm?.count ?? 0;
  const meterCount = input.meter?.count ?? 0;
  const source = cgmCount > 0 ? 'cgm' : meterCount > 0 ? 'meter' : 'none';
  const tally = (source === 'cgm' ? input.cgm : input.meter) ?? null;
  const count = tally?.count ?? 0;
  const window = windowOf(input.window);
  const summary = tally ? summaryOf(tally) : summaryOf({ count: 0, sum: 0, sumSquares: 0 });
  const bandCounts = tally?.bandCounts ?? [0, 0, 0, 0, 0];
  const exact = (part: number) => (count === 0 ? 0 : (part * 100) / count);
  const [veryLow, low, inRange, high, veryHigh] = bandCounts;
  const bands = { veryLow: percentOf(veryLow, count), low: percentOf(low, count), inRange: percentOf(inRange, count), high: percentOf(high, count), veryHigh: percentOf(veryHigh, count) };
  const isCgm = source === 'cgm' && tally !== null;
  const wear = isCgm ? wearOf(tally, window.ms) : null;
  const gmiReason = gmiReasonOf(source, wear);
  const gmi = gmiReason === null ? oneDecimalOrNull(summary.gmi) : null;
  const cv = oneDecimalOrNull(summary.cv);
  const belowRangePercent = percentOf(veryLow + low, count);
  const aboveRangePercent = percentOf(high + veryHigh, count);
  const targetCounts = tally?.targetCounts ?? { below: 0, inRange: 0, above: 0 };
  return {
    window: window.iso,
    source,
    count,
    readings: { cgm: cgmCount, meter: meterCount },
    mean: oneDecimalOrNull(summary.mean),
    sd: oneDecimalOrNull(summary.sd),
    cv,
    gmi,
    gmiReason,
    min: tally?.minDecimg == null ? null : tally.minDecimg / 10,
    max: tally?.maxDecimg == null ? null : tally.maxDecimg / 10,
    minSensorLimit: null,
    maxSensorLimit: null,
    bands,
    belowRangePercent,
    aboveRangePercent,
    tightRangePercent: percentOf(tally?.tightCount ?? 0, count),
    target: { min: input.target.min, max: input.target.max },
    targetPercent: { below: percentOf(targetCounts.below, count), inRange: percentOf(targetCounts.inRange, count), above: percentOf(targetCounts.above, count) },
    gri: isCgm ? glycemiaRiskIndex({ veryLow: exact(veryLow), low: exact(low), high: exact(high), veryHigh: exact(veryHigh) }) : null,
    wear,
    episodes: isCgm && input.episodes ? summariseEpisodes(input.episodes) : null,
    goals: isCgm
      ? judgeGoals({ inRange: bands.inRange, belowRange: belowRangePercent, veryLow: bands.veryLow, aboveRange: aboveRangePercent, veryHigh: bands.veryHigh, cv, gmi, active: wear?.activePercent ?? null })
      : [],
  };
}

/** What to compute beyond the metrics; both default to true. */
export interface AnalysisParts {
  /** false: `agp` is []. */
  agp?: boolean;
  /** false: `episodes` is [] and `metrics.episodes` null (the digests may come without runs). */
  episodes?: boolean;
}

/**
 * Metrics, AGP and episodes of day digests (the read model's, or a few days rebuilt from
 * readings). The AGP and the episodes are CGM figures: a meter-only window has neither.
 */
export function analyseDigests(digests: readonly GlucoseDayDigest[], target: TargetRange, window?: MetricsWindow | null, parts: AnalysisParts = {}) {
  const merged = (source: (typeof GLUCOSE_SOURCES)[number]) => {
    const ofSource = digests.filter((digest) => digest.source === source);
    return ofSource.length === 0 ? null : mergeDigests(ofSource, target, parts);
  };
  const [cgm, meter] = [merged('cgm'), merged('meter')];
  const wantEpisodes = parts.episodes ?? true;
  const interval = cgm ? wearOf(cgm.tally, null)?.samplingIntervalMinutes ?? DEFAULT_SAMPLING_INTERVAL_MINUTES : DEFAULT_SAMPLING_INTERVAL_MINUTES;
  const episodes = cgm && wantEpisodes ? findEpisodes(cgm.runs, interval) : [];
  const metrics = computeGlucoseMetrics({ cgm: cgm?.tally ?? null, meter: meter?.tally ?? null, target, window, episodes: wantEpisodes ? episodes : null });
  return { metrics, agp: cgm && (parts.agp ?? true) ? agpProfile(cgm.agpValues) : [], episodes };
}

export const glucoseAnalysisSchema = z.object({ metrics: glucoseMetricsSchema, agp: z.array(agpPointSchema) });
