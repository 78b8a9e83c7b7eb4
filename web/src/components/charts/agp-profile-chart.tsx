import { useMemo } from 'react';
import { fromMgdl, type AgpPoint, type GlucoseMetrics, type GlucoseUnit, type TargetRange } from '@glyco/contracts';
import { agpChartPoints, agpValues, describeAgp, hourLabel } from '../../lib/glucose/agp-points';
import { glucoseYDomain } from '../../lib/glucose/y-domain';
import { AgpChart } from './agp-chart';
import { ResponsiveChart } from './responsive-chart';

interface AgpProfileChartProps {
  /** The server's AGP of the period: 96 points, one per 15 minutes of the day, mg/dL. */
  points: readonly AgpPoint[];
  unit: GlucoseUnit;
  /** mg/dL. */
  target: TargetRange;
  /** Whose readings the period holds: the AGP is drawn from sensor readings only. */
  source: GlucoseMetrics['source'];
}

const emptyText: Record<GlucoseMetrics['source'], string> = {
  cgm: 'No readings in this period.',
  meter: 'The glucose profile needs CGM readings: this period has meter readings only.',
  none: 'No readings in this period.',
};

/** The 24-hour percentile profile as the server computed it, sized by its container; a note when there is none. */
export function AgpProfileChart({ points, unit, target, source }: AgpProfileChartProps) {
  const data = useMemo(() => agpChartPoints(points, unit), [points, unit]);
  const yDomain = useMemo(() => {
    const [min, max] = glucoseYDomain(agpValues(points), target);
    return [fromMgdl(min, unit), fromMgdl(max, unit)] as const;
  }, [points, unit, target]);
  const band = { min: fromMgdl(target.min, unit), max: fromMgdl(target.max, unit) };
  if (!points.some((point) => point.p50 !== null)) return <p className="py-12 text-center text-slate-600 dark:text-slate-400">{emptyText[source]}</p>;
  return (
    <ResponsiveChart height={300}>
      {(width, height) => (
        <AgpChart
          data={data}
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
