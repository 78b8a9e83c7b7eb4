import { fromMgdl, type GlucoseUnit, type TargetRange } from '@glyco/contracts';
import { formatChartTick } from '../../lib/format';
import { chartYDomain, toChartPoints, type TimedReading } from '../../lib/glucose/chart-data';
import { ForecastCone, type ForecastConeProps } from './forecast-cone';
import { GlucoseLineChart } from './glucose-line-chart';
import { ResponsiveChart } from './responsive-chart';

interface GlucoseReadingsChartProps {
  readings: readonly TimedReading[];
  unit: GlucoseUnit;
  target: TargetRange;
  height: number;
  title: string;
  description: string;
  /** The period drawn; without it, the readings' own span. */
  xDomain?: readonly [Date, Date];
  /** Shade the person's target range. */
  shadeTarget?: boolean;
  /** The next hour after the last reading, drawn as a cone (mg/dL). */
  forecast?: Pick<ForecastConeProps, 'from' | 'points'> | null;
}

/** Readings in the person's unit, coloured by level, sized by the card that holds them. */
export function GlucoseReadingsChart({ readings, unit, target, height, title, description, xDomain, shadeTarget = false, forecast }: GlucoseReadingsChartProps) {
  const band = shadeTarget ? { min: fromMgdl(target.min, unit), max: fromMgdl(target.max, unit) } : undefined;
  return (
    <ResponsiveChart height={height}>
      {(width, chartHeight) => (
        <GlucoseLineChart
          data={toChartPoints(readings, unit, target)}
          width={width}
          height={chartHeight}
          yDomain={chartYDomain(readings, unit, target)}
          xDomain={xDomain}
          band={band}
          formatX={formatChartTick}
          unitLabel={unit}
          title={title}
          description={description}
          overlay={forecast ? (scales) => <ForecastCone {...forecast} {...scales} toAxisUnit={(mgdl) => fromMgdl(mgdl, unit)} /> : undefined}
        />
      )}
    </ResponsiveChart>
  );
}
