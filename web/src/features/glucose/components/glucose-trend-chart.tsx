import type { GlucoseReading, GlucoseStats, GlucoseTrace } from '@glyco/contracts';
import { GlucoseReadingsChart } from '../../../components/charts/glucose-readings-chart';
import { LongRangeChart } from '../../../components/charts/long-range-chart';
import { describeReadings } from '../../../lib/glucose/chart-data';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import type { DateRange } from '../api/glucose-readings';

interface GlucoseTrendChartProps extends GlucosePreferences {
  /** A day's readings, every one of them. */
  readings: readonly GlucoseReading[];
  /** A longer period's trace from the server; null for a day. */
  trace: GlucoseTrace | null;
  /** Whether the period is longer than a day (and so drawn from `trace`). */
  long: boolean;
  stats: GlucoseStats | null;
  /** The period: the axis spans it all, even where there are no readings. */
  range: DateRange;
}

const note = (text: string) => <p className="py-12 text-center text-slate-500 dark:text-slate-400">{text}</p>;

export function GlucoseTrendChart({ readings, trace, long, stats, range, unit, target }: GlucoseTrendChartProps) {
  if (long) {
    if (!trace) return note('The chart of this period could not be loaded.');
    if (trace.buckets.length === 0) return note('No readings in this period.');
    return <LongRangeChart trace={trace} unit={unit} height={320} title="Glucose over the period: mean, lowest to highest, lows and highs marked, target range shaded" />;
  }
  if (readings.length === 0) return note('No readings in this period.');
  return (
    <GlucoseReadingsChart
      readings={readings}
      unit={unit}
      target={target}
      height={320}
      xDomain={[range.start, range.end]}
      shadeTarget
      title="Glucose readings over the period, with the target range shaded"
      description={describeReadings(readings, unit, stats ?? undefined)}
    />
  );
}
