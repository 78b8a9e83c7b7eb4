import { fromMgdl, type GlucoseReading, type GlucoseStats } from '@glyco/contracts';
import { GlucoseLineChart } from '../../../components/charts/glucose-line-chart';
import { ResponsiveChart } from '../../../components/charts/responsive-chart';
import { formatChartTick } from '../../../lib/format';
import { chartYDomain, describeReadings, toChartPoints } from '../../../lib/glucose/chart-data';
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
  const band = { min: fromMgdl(target.min, unit), max: fromMgdl(target.max, unit) };
  return (
    <ResponsiveChart height={320}>
      {(width, height) => (
        <GlucoseLineChart
          data={toChartPoints(readings, unit, target)}
          width={width}
          height={height}
          yDomain={chartYDomain(readings, unit, target)}
          xDomain={[range.start, range.end]}
          band={band}
          formatX={formatChartTick}
          unitLabel={unit}
          title="Glucose readings over the period, with the target range shaded"
          description={describeReadings(readings, unit, stats ?? undefined)}
        />
      )}
    </ResponsiveChart>
  );
}
