import { DEFAULT_TARGET_RANGE, type TargetRange } from './classify';
import { mergeDailyAggregates, type DailyGlucoseAggregate, type MergedGlucoseAggregate } from './daily-aggregate';
import { computeGlucoseMetrics, targetPosition } from './metrics';
import type { ReportingPeriod } from './metrics-math';
import { metricsFromTallies, type GlucoseMetrics } from './metrics-result';

function targetCounts(histogram: Readonly<Record<string, number>>, target: TargetRange) {
  const counts = { below: 0, inRange: 0, above: 0 };
  for (const [decimg, count] of Object.entries(histogram)) counts[targetPosition(Number(decimg), target)] += count;
  return counts;
}

export function metricsFromMergedAggregate(merged: MergedGlucoseAggregate, target: TargetRange, period?: ReportingPeriod): GlucoseMetrics {
  return metricsFromTallies(
    {
      sums: { count: merged.count, sum: merged.sum, sumSquares: merged.sumSquares },
      minDecimg: merged.minDecimg,
      maxDecimg: merged.maxDecimg,
      bandCounts: merged.bandCounts,
      targetCounts: targetCounts(merged.histogram, target),
      daysWithData: merged.days,
      presentSlots: merged.presentSlots,
      span: { firstSlot: merged.firstSlot, lastSlot: merged.lastSlot },
    },
    target,
    period,
  );
}

/** The same metrics as computeGlucoseMetrics over the readings the daily aggregates were built from. */
export function metricsFromAggregates(
  days: readonly DailyGlucoseAggregate[],
  target: TargetRange = DEFAULT_TARGET_RANGE,
  period?: ReportingPeriod,
): GlucoseMetrics {
  const merged = mergeDailyAggregates(days);
  return merged ? metricsFromMergedAggregate(merged, target, period) : computeGlucoseMetrics([], target, period);
}
