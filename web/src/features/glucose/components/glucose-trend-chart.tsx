import { fromMgdl, type GlucoseReading } from '@glyco/contracts';
import { GlucoseLineChart } from '../../../components/charts/glucose-line-chart';
import { ResponsiveChart } from '../../../components/charts/responsive-chart';
import { formatChartTick } from '../../../lib/format';
import { chartYDomain, describeReadings, toChartPoints } from '../../../lib/glucose/chart-data';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';

export function GlucoseTrendChart({ readings, unit, target }: { readings: readonly GlucoseReading[] } & GlucosePreferences) {
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
          band={band}
          formatX={formatChartTick}
          unitLabel={unit}
          title="Glucose readings over the period, with the target range shaded"
          description={describeReadings(readings, unit)}
        />
      )}
    </ResponsiveChart>
  );
}
