import type { GlucoseReading, GlucoseStats } from '@glyco/contracts';
import { GlucoseReadingsChart } from '../../../components/charts/glucose-readings-chart';
import { describeReadings } from '../../../lib/glucose/chart-data';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import type { DateRange } from '../api/glucose-readings';

interface GlucoseTrendChartProps extends GlucosePreferences {
  readings: readonly GlucoseReading[];
  stats: GlucoseStats | null;
  /** The period: the axis spans it all, even where there are no readings. */
  range: DateRange;
}

export function GlucoseTrendChart({ readings, stats, range, unit, target }: GlucoseTrendChartProps) {
  if (readings.length === 0) {
    return <p className="py-12 text-center text-slate-500 dark:text-slate-400">No readings in this period.</p>;
  }
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
