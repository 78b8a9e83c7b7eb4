import type { GlucoseMetrics, GlucoseStats } from '@glyco/contracts';

/** mg/dL, SD, CV and GMI are shown to one decimal; the percentages already are. */
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function presentGlucoseStats(metrics: GlucoseMetrics): GlucoseStats {
  return {
    average: oneDecimal(metrics.mean),
    min: metrics.min,
    max: metrics.max,
    inRangePercentage: metrics.inRangePercent,
    belowRangePercentage: metrics.belowRangePercent,
    aboveRangePercentage: metrics.aboveRangePercent,
    count: metrics.count,
    sd: oneDecimal(metrics.sd),
    cv: oneDecimal(metrics.cv),
    gmi: oneDecimal(metrics.gmi),
    bands: { ...metrics.bands },
    daysCovered: metrics.daysWithData,
    cgmActivePercentage: metrics.cgmActivePercent,
    sufficient: metrics.sufficient,
  };
}
