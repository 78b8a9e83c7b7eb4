import { useMemo } from 'react';
import { fromMgdl, type GlucoseTrace, type GlucoseUnit } from '@glyco/contracts';
import { formatChartTick } from '../../lib/format';
import { describeTrace, traceChartBuckets, traceYDomain } from '../../lib/glucose/glucose-trace';
import { GlucoseTraceChart } from './glucose-trace-chart';
import { ResponsiveChart } from './responsive-chart';

interface LongRangeChartProps {
  /** The server's downsampled trace of the period. */
  trace: GlucoseTrace;
  unit: GlucoseUnit;
  height: number;
  title: string;
}

/** A week, a month or 90 days in the person's unit: mean line, min-max envelope, target band, lows and highs. */
export function LongRangeChart({ trace, unit, height, title }: LongRangeChartProps) {
  const data = useMemo(() => traceChartBuckets(trace, unit), [trace, unit]);
  const yDomain = useMemo(() => traceYDomain(trace, unit), [trace, unit]);
  const xDomain = useMemo(() => [new Date(trace.window.start), new Date(trace.window.end)] as const, [trace]);
  const band = { min: fromMgdl(trace.target.min, unit), max: fromMgdl(trace.target.max, unit) };
  return (
    <ResponsiveChart height={height}>
      {(width, chartHeight) => (
        <GlucoseTraceChart
          data={data}
          bucketMinutes={trace.bucketMinutes}
          width={width}
          height={chartHeight}
          yDomain={yDomain}
          xDomain={xDomain}
          band={band}
          formatX={formatChartTick}
          unitLabel={unit}
          title={title}
          description={describeTrace(trace, unit)}
        />
      )}
    </ResponsiveChart>
  );
}
