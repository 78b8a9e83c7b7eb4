import type { TargetRange } from './classify';
import { coverage, roundedPercentages, summaryFromSums, type GlucoseSums, type ReportingPeriod } from './metrics-math';

/** Consensus bands as % of readings, to 0.1, summing to 100 (all 0 without readings). */
export interface ConsensusBandPercentages {
  /** < 54 mg/dL: level 2 hypoglycaemia. */
  veryLow: number;
  /** 54-69 mg/dL: level 1 hypoglycaemia. */
  low: number;
  /** 70-180 mg/dL: time in range. */
  inRange: number;
  /** 181-250 mg/dL: level 1 hyperglycaemia. */
  high: number;
  /** > 250 mg/dL: level 2 hyperglycaemia. */
  veryHigh: number;
}

export interface GlucoseMetrics {
  count: number;
  /** mg/dL. The statistics are unrounded; values were quantised to 0.1 mg/dL. */
  mean: number | null;
  /** Sample standard deviation (n - 1), mg/dL; null below two readings. */
  sd: number | null;
  /** %; below 36 % is considered stable glucose. */
  cv: number | null;
  /** Glucose management indicator, %: an estimate of HbA1c from mean glucose. */
  gmi: number | null;
  min: number | null;
  max: number | null;
  target: TargetRange;
  /** Relative to the user's own target, to 0.1, summing to 100. */
  belowRangePercent: number;
  inRangePercent: number;
  aboveRangePercent: number;
  bands: ConsensusBandPercentages;
  /** Local calendar days with at least one reading. */
  daysWithData: number;
  periodDays: number;
  /** % of the expected 5-minute CGM readings present in the period, to 0.1. */
  cgmActivePercent: number;
  /** Enough data for the consensus metrics: at least 14 days with data and 70 % of readings. */
  sufficient: boolean;
}

export const SUFFICIENT_DAYS = 14;
export const SUFFICIENT_ACTIVE_PERCENT = 70;

/** Counts both computation paths reduce the readings to; the metrics follow from them alone. */
export interface GlucoseTallies {
  sums: GlucoseSums;
  minDecimg: number | null;
  maxDecimg: number | null;
  bandCounts: readonly number[];
  targetCounts: { below: number; inRange: number; above: number };
  daysWithData: number;
  presentSlots: number;
  span: { firstSlot: number; lastSlot: number } | null;
}

export function metricsFromTallies(tallies: GlucoseTallies, target: TargetRange, period?: ReportingPeriod): GlucoseMetrics {
  const { below, inRange, above } = tallies.targetCounts;
  const [belowPct = 0, inRangePct = 0, abovePct = 0] = roundedPercentages([below, inRange, above]);
  const [veryLow = 0, low = 0, bandInRange = 0, high = 0, veryHigh = 0] = roundedPercentages(tallies.bandCounts);
  const { periodDays, activePercent } = coverage(tallies.presentSlots, tallies.span, period);
  return {
    count: tallies.sums.count,
    ...summaryFromSums(tallies.sums),
    min: tallies.minDecimg === null ? null : tallies.minDecimg / 10,
    max: tallies.maxDecimg === null ? null : tallies.maxDecimg / 10,
    target: { min: target.min, max: target.max },
    belowRangePercent: belowPct,
    inRangePercent: inRangePct,
    aboveRangePercent: abovePct,
    bands: { veryLow, low, inRange: bandInRange, high, veryHigh },
    daysWithData: tallies.daysWithData,
    periodDays,
    cgmActivePercent: Math.round(activePercent * 10) / 10,
    sufficient: tallies.daysWithData >= SUFFICIENT_DAYS && activePercent >= SUFFICIENT_ACTIVE_PERCENT,
  };
}
