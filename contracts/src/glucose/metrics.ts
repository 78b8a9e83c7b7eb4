import { DEFAULT_TARGET_RANGE, type TargetRange } from './classify';
import { consensusBandIndex, localDateOf, slotOf, toDecimg, type ReportingPeriod } from './metrics-math';
import { metricsFromTallies, type GlucoseMetrics, type GlucoseTallies } from './metrics-result';

/** A reading for the metrics: mg/dL, its instant, and minutes east of UTC where it was taken. */
export interface GlucoseSample {
  value: number;
  timestamp: Date | string | number;
  timezoneOffsetMinutes?: number;
}

/** Where a value falls against the user's target (both quantised to 0.1 mg/dL). */
export function targetPosition(decimg: number, target: TargetRange): 'below' | 'inRange' | 'above' {
  if (decimg < toDecimg(target.min)) return 'below';
  if (decimg > toDecimg(target.max)) return 'above';
  return 'inRange';
}

function talliesOf(samples: readonly GlucoseSample[], target: TargetRange): GlucoseTallies {
  const tallies: GlucoseTallies = {
    sums: { count: 0, sum: 0, sumSquares: 0 },
    minDecimg: null,
    maxDecimg: null,
    bandCounts: [0, 0, 0, 0, 0],
    targetCounts: { below: 0, inRange: 0, above: 0 },
    daysWithData: 0,
    presentSlots: 0,
    span: null,
  };
  const bandCounts = [0, 0, 0, 0, 0];
  const days = new Set<string>();
  const slots = new Set<string>();
  for (const sample of samples) {
    const decimg = toDecimg(sample.value);
    const epochMs = new Date(sample.timestamp).getTime();
    const day = localDateOf(epochMs, sample.timezoneOffsetMinutes ?? 0);
    const slot = slotOf(epochMs);
    tallies.sums.count += 1;
    tallies.sums.sum += decimg;
    tallies.sums.sumSquares += decimg * decimg;
    tallies.minDecimg = Math.min(tallies.minDecimg ?? decimg, decimg);
    tallies.maxDecimg = Math.max(tallies.maxDecimg ?? decimg, decimg);
    const band = consensusBandIndex(decimg);
    bandCounts[band] = (bandCounts[band] ?? 0) + 1;
    tallies.targetCounts[targetPosition(decimg, target)] += 1;
    days.add(day);
    slots.add(`${day}|${slot}`);
    tallies.span = { firstSlot: Math.min(tallies.span?.firstSlot ?? slot, slot), lastSlot: Math.max(tallies.span?.lastSlot ?? slot, slot) };
  }
  return { ...tallies, bandCounts, daysWithData: days.size, presentSlots: slots.size };
}

/**
 * Consensus CGM metrics (International Consensus on Time in Range, Battelino et al., Diabetes
 * Care 2019) over readings in mg/dL. Pass the reporting period to measure CGM activity against
 * it; without one, activity is measured from the first to the last reading.
 */
export function computeGlucoseMetrics(
  samples: readonly GlucoseSample[],
  target: TargetRange = DEFAULT_TARGET_RANGE,
  period?: ReportingPeriod,
): GlucoseMetrics {
  return metricsFromTallies(talliesOf(samples, target), target, period);
}
