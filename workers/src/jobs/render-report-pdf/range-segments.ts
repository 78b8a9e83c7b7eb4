import { GLUCOSE_BANDS, GLUCOSE_GOALS, type BandKey, type GlucoseMetrics, type GoalKey } from '@glyco/contracts';
import type { RangeSegment } from './charts/time-in-ranges-bar';

const goalOf = (key: GoalKey) => GLUCOSE_GOALS.find((goal) => goal.key === key)!.goal;

/** The goal beside each band of the bar; high and low share theirs with the band beyond. */
const BAND_GOALS: Record<BandKey, string> = {
  veryHigh: goalOf('veryHigh'),
  high: `${goalOf('aboveRange')} (with very high)`,
  inRange: goalOf('inRange'),
  low: `${goalOf('belowRange')} (with very low)`,
  veryLow: goalOf('veryLow'),
};

/** The five bands, very high on top, as the AGP report stacks them. */
export function rangeSegments(metrics: GlucoseMetrics): RangeSegment[] {
  return [...GLUCOSE_BANDS].reverse().map((band) => ({
    key: band.key, label: band.label, bounds: band.bounds, percent: metrics.bands[band.key], goal: BAND_GOALS[band.key],
  }));
}
