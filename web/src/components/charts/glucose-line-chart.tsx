import { useId, useMemo, type ReactNode } from 'react';
import { AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { TargetBand } from './target-band';
import { TimeAxisBottom } from './time-axis-bottom';
import { ChartSvg } from './chart-svg';

export interface GlucoseChartPoint {
  date: Date;
  /** In the unit the axis shows. */
  value: number;
  colour: string;
  /** A sensor reading: when there are any, the line joins only them and finger-sticks stand apart as dots. */
  sensor?: boolean;
}

export interface GlucoseLineChartProps {
  data: readonly GlucoseChartPoint[];
  width: number;
  height: number;
  yDomain: readonly [number, number];
  /** The span the x axis covers, e.g. the period shown; by default the readings' own span. */
  xDomain?: readonly [Date, Date];
  /** Shaded target band, in the axis unit. */
  band?: { min: number; max: number };
  formatX: (date: Date) => string;
  unitLabel: string;
  title: string;
  description: string;
  /** Drawn over the trace inside the plot, clipped to it, with the chart's scales (e.g. a forecast cone). */
  overlay?: (scales: { xScale: (date: Date) => number; yScale: (value: number) => number }) => ReactNode;
}

const margin = { top: 16, right: 24, bottom: 48, left: 56 };
const lineColour = '#0284c7';
// Closer than this many px apart on average (CGM readings), the dots shrink so the trace stays readable.
const denseSpacingPx = 8;

const dateOf = (point: GlucoseChartPoint) => point.date;

function xDomain(data: readonly GlucoseChartPoint[]): [Date, Date] {
  const first = data[0]?.date ?? new Date();
  const last = data[data.length - 1]?.date ?? first;
  // A single reading still needs a span to sit in.
  return first.getTime() === last.getTime() ? [new Date(first.getTime() - 3_600_000), new Date(last.getTime() + 3_600_000)] : [first, last];
}

export function GlucoseLineChart({ data, width, height, yDomain, xDomain: span, band, formatX, unitLabel, title, description, overlay }: GlucoseLineChartProps) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const xScale = useMemo(() => scaleTime({ domain: span ? [span[0], span[1]] : xDomain(data), range: [0, innerWidth] }), [span, data, innerWidth]);
  // Exactly the SPEC §9 domain: rounding it to "nice" ticks would stretch the axis past its rule.
  const yScale = useMemo(() => scaleLinear({ domain: [yDomain[0], yDomain[1]], range: [innerHeight, 0] }), [yDomain, innerHeight]);
  const clipId = useId();
  if (width < 10 || height < 10) return null;
  const dense = data.length * denseSpacingPx > innerWidth;
  const traced = data.some((point) => point.sensor) ? data.filter((point) => point.sensor) : [...data];
  // Finger-sticks are drawn last, full size, so a sensor trace never hides them.
  const dots = [...data].sort((a, b) => Number(Boolean(b.sensor)) - Number(Boolean(a.sensor)));
  const small = (point: GlucoseChartPoint) => dense && (Boolean(point.sensor) || traced.length === data.length);

  return (
    <ChartSvg width={width} height={height} margin={margin} title={title} description={description}>
      <GridRows scale={yScale} width={innerWidth} stroke="currentColor" strokeOpacity={0.15} />
      {band && <TargetBand band={band} yScale={yScale} width={innerWidth} />}
      <LinePath data={traced} x={(point) => xScale(dateOf(point))} y={(point) => yScale(point.value)} stroke={lineColour} strokeWidth={dense ? 1 : 2} strokeOpacity={dense ? 0.5 : 1} />
      {overlay && (
        <>
          <clipPath id={clipId}>
            <rect width={innerWidth} height={innerHeight} />
          </clipPath>
          <g clipPath={`url(#${clipId})`}>{overlay({ xScale, yScale })}</g>
        </>
      )}
      {dots.map((point, index) => (
        <circle key={index} cx={xScale(point.date)} cy={yScale(point.value)} r={small(point) ? 1.75 : 4} fill={point.colour} stroke={small(point) ? 'none' : 'white'} strokeWidth={1} />
      ))}
      <AxisLeft scale={yScale} label={unitLabel} stroke="currentColor" tickStroke="currentColor" tickLabelProps={{ fill: 'currentColor', fontSize: 11 }} labelProps={{ fill: 'currentColor', fontSize: 12 }} />
      <TimeAxisBottom scale={xScale} innerWidth={innerWidth} innerHeight={innerHeight} format={formatX} />
    </ChartSvg>
  );
}
