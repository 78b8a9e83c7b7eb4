import { useMemo } from 'react';
import { fromMgdl, type GlucoseUnit, type TargetRange } from '@glyco/contracts';
import { agpPoints, describeAgp, hourLabel } from '../../lib/glucose/agp-data';
import { chartYDomain } from '../../lib/glucose/chart-data';
import { AgpChart } from './agp-chart';
import { ResponsiveChart } from './responsive-chart';

interface AgpReading {
  value: number;
  timestamp: string;
  timezoneOffsetMinutes: number;
}

interface AgpProfileChartProps {
  readings: readonly AgpReading[];
  unit: GlucoseUnit;
  /** mg/dL. */
  target: TargetRange;
}

/** The 24-hour percentile profile of the readings, sized by its container; a note when there are none. */
export function AgpProfileChart({ readings, unit, target }: AgpProfileChartProps) {
  const points = useMemo(() => agpPoints(readings, unit), [readings, unit]);
  const yDomain = useMemo(() => chartYDomain(readings, unit, target), [readings, unit, target]);
  const band = { min: fromMgdl(target.min, unit), max: fromMgdl(target.max, unit) };
  if (points.length === 0) return <p className="py-12 text-center text-slate-500 dark:text-slate-400">No readings in this period.</p>;
  return (
    <ResponsiveChart height={300}>
      {(width, height) => (
        <AgpChart
          data={points}
          width={width}
          height={height}
          yDomain={yDomain}
          band={band}
          formatMinute={hourLabel}
          unitLabel={unit}
          title="Ambulatory glucose profile: percentiles by time of day, with the target range shaded"
          description={describeAgp(points, unit)}
        />
      )}
    </ResponsiveChart>
  );
}
