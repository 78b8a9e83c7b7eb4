import { useMemo } from 'react';
import { AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { Area, LinePath } from '@visx/shape';
import { layoutMarkerLanes } from '@glyco/contracts';
import { TargetBand } from './target-band';
import { TimeAxisBottom } from './time-axis-bottom';
import { ChartSvg } from './chart-svg';

/** One server bucket in the axis unit, at its middle instant. */
export interface TraceChartBucket {
  date: Date;
  min: number;
  max: number;
  mean: number;
  /** The colour of the bucket's lowest reading when it had readings below the target, else null. */
  low: string | null;
  /** The colour of the bucket's highest reading when it had readings above the target, else null. */
  high: string | null;
}

/** A meal or a dose, marked at its time along the foot of the chart. */
export interface TraceChartEvent {
  date: Date;
  kind: 'meal' | 'dose';
  /** Shown as the marker's tooltip, e.g. "Lunch, 45 g carbs". */
  label: string;
}

export interface GlucoseTraceChartProps {
  data: readonly TraceChartBucket[];
  /** The bucket length: buckets further apart than two of them leave a gap in the line. */
  bucketMinutes: number;
  width: number;
  height: number;
  yDomain: readonly [number, number];
  xDomain: readonly [Date, Date];
  band: { min: number; max: number };
  formatX: (date: Date) => string;
  unitLabel: string;
  title: string;
  description: string;
  events?: readonly TraceChartEvent[];
  /** A small multiple: tighter margins and fewer ticks. */
  compact?: boolean;
}

const fullMargin = { top: 16, right: 24, bottom: 48, left: 56 };
const compactMargin = { top: 8, right: 8, bottom: 24, left: 40 };
export const EVENT_COLOURS = { meal: '#b45309', dose: '#7c3aed' } as const;
const lineColour = '#0284c7';
const envelopeColour = 'rgba(2, 132, 199, 0.2)';

/** Runs of buckets without a gap longer than two buckets between them. */
function runsOf(data: readonly TraceChartBucket[], bucketMinutes: number): TraceChartBucket[][] {
  const gap = 2 * bucketMinutes * 60_000;
  const runs: TraceChartBucket[][] = [];
  data.forEach((bucket, index) => {
    const previous = data[index - 1];
    if (!previous || bucket.date.getTime() - previous.date.getTime() > gap) runs.push([]);
    runs[runs.length - 1]!.push(bucket);
  });
  return runs;
}

/** A marker's box, in px. */
const EVENT_SIZE = 11;

/**
 * Meals and doses along the foot of the plot, in lanes (the daily view's rule) so a meal never
 * hides under its dose; lanes stack upwards, so a dose goes first and its meal sits above it.
 */
function eventsInLanes(events: readonly TraceChartEvent[], xOf: (date: Date) => number, bounds: number) {
  const ordered = [...events].sort((a, b) => a.date.getTime() - b.date.getTime() || Number(a.kind === 'meal') - Number(b.kind === 'meal'));
  return layoutMarkerLanes(ordered.map((event) => ({ event, x: xOf(event.date), width: EVENT_SIZE })), { bounds, gap: 1 });
}

function EventMark({ event, x, y }: { event: TraceChartEvent; x: number; y: number }) {
  const colour = EVENT_COLOURS[event.kind];
  return (
    <g data-testid={`${event.kind}-mark`} transform={`translate(${x},${y})`}>
      <title>{event.label}</title>
      {event.kind === 'meal' ? <path d="M0,-6 L5,3 L-5,3 Z" fill={colour} stroke="white" strokeWidth={1} /> : <rect x={-3.5} y={-3.5} width={7} height={7} fill={colour} stroke="white" strokeWidth={1} />}
    </g>
  );
}

/** A long range as the mean line inside its min-max envelope, with the lows and highs of each bucket marked. */
export function GlucoseTraceChart({ data, bucketMinutes, width, height, yDomain, xDomain, band, formatX, unitLabel, title, description, events = [], compact = false }: GlucoseTraceChartProps) {
  const margin = compact ? compactMargin : fullMargin;
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const xScale = useMemo(() => scaleTime({ domain: [xDomain[0], xDomain[1]], range: [0, innerWidth] }), [xDomain, innerWidth]);
  const yScale = useMemo(() => scaleLinear({ domain: [yDomain[0], yDomain[1]], range: [innerHeight, 0] }), [yDomain, innerHeight]);
  const runs = useMemo(() => runsOf(data, bucketMinutes), [data, bucketMinutes]);
  if (width < 10 || height < 10) return null;
  const x = (bucket: TraceChartBucket) => xScale(bucket.date);

  return (
    <ChartSvg width={width} height={height} margin={margin} title={title} description={description}>
      <GridRows scale={yScale} width={innerWidth} stroke="currentColor" strokeOpacity={0.15} />
      <TargetBand band={band} yScale={yScale} width={innerWidth} />
      {runs.map((run) => (
        <Group key={run[0]!.date.getTime()} data-testid="trace-run">
          <Area data={run} x={x} y0={(bucket) => yScale(bucket.min)} y1={(bucket) => yScale(bucket.max)} fill={envelopeColour} />
          {run.length > 1 ? (
            <LinePath data={run} x={x} y={(bucket) => yScale(bucket.mean)} stroke={lineColour} strokeWidth={1.75} />
          ) : (
            <circle cx={x(run[0]!)} cy={yScale(run[0]!.mean)} r={2.5} fill={lineColour} />
          )}
        </Group>
      ))}
      {data.map((bucket) => (
        <Group key={bucket.date.getTime()} data-testid="trace-marks">
          {bucket.low && <circle cx={x(bucket)} cy={yScale(bucket.min)} r={2.5} fill={bucket.low} />}
          {bucket.high && <circle cx={x(bucket)} cy={yScale(bucket.max)} r={2.5} fill={bucket.high} />}
        </Group>
      ))}
      {eventsInLanes(events, (date) => xScale(date), innerWidth).map((mark) => (
        <EventMark key={`${mark.event.kind}-${mark.event.date.getTime()}-${mark.event.label}`} event={mark.event} x={mark.left + EVENT_SIZE / 2} y={innerHeight - EVENT_SIZE / 2 - 1 - mark.lane * (EVENT_SIZE + 1)} />
      ))}
      <AxisLeft scale={yScale} numTicks={compact ? 3 : undefined} label={compact ? undefined : unitLabel} stroke="currentColor" tickStroke="currentColor" tickLabelProps={{ fill: 'currentColor', fontSize: 11 }} labelProps={{ fill: 'currentColor', fontSize: 12 }} />
      <TimeAxisBottom scale={xScale} innerWidth={innerWidth} innerHeight={innerHeight} format={formatX} labelWidth={compact ? 56 : undefined} />
    </ChartSvg>
  );
}
