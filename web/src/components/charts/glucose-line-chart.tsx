import { useId, useMemo } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { fittingTimeTicks } from './time-ticks';

export interface GlucoseChartPoint {
  date: Date;
  /** In the unit the axis shows. */
  value: number;
  colour: string;
}

export interface GlucoseLineChartProps {
  data: readonly GlucoseChartPoint[];
  width: number;
  height: number;
  yDomain: readonly [number, number];
  /** Shaded target band, in the axis unit. */
  band?: { min: number; max: number };
  formatX: (date: Date) => string;
  unitLabel: string;
  title: string;
  description: string;
}

const margin = { top: 16, right: 24, bottom: 48, left: 56 };
const lineColour = '#0284c7';
const bandColour = 'rgba(16, 185, 129, 0.15)';

const dateOf = (point: GlucoseChartPoint) => point.date;

function xDomain(data: readonly GlucoseChartPoint[]): [Date, Date] {
  const first = data[0]?.date ?? new Date();
  const last = data[data.length - 1]?.date ?? first;
  // A single reading still needs a span to sit in.
  return first.getTime() === last.getTime() ? [new Date(first.getTime() - 3_600_000), new Date(last.getTime() + 3_600_000)] : [first, last];
}

export function GlucoseLineChart({ data, width, height, yDomain, band, formatX, unitLabel, title, description }: GlucoseLineChartProps) {
  const id = useId();
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const xScale = useMemo(() => scaleTime({ domain: xDomain(data), range: [0, innerWidth] }), [data, innerWidth]);
  // Exactly the SPEC §9 domain: rounding it to "nice" ticks would stretch the axis past its rule.
  const yScale = useMemo(() => scaleLinear({ domain: [yDomain[0], yDomain[1]], range: [innerHeight, 0] }), [yDomain, innerHeight]);
  if (width < 10 || height < 10) return null;

  return (
    <svg width={width} height={height} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="text-slate-500 dark:text-slate-400">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <Group left={margin.left} top={margin.top}>
        <GridRows scale={yScale} width={innerWidth} stroke="currentColor" strokeOpacity={0.15} />
        {band && (
          <rect x={0} width={innerWidth} y={yScale(band.max)} height={Math.max(0, yScale(band.min) - yScale(band.max))} fill={bandColour} />
        )}
        <LinePath data={[...data]} x={(point) => xScale(dateOf(point))} y={(point) => yScale(point.value)} stroke={lineColour} strokeWidth={2} />
        {data.map((point, index) => (
          <circle key={index} cx={xScale(point.date)} cy={yScale(point.value)} r={4} fill={point.colour} stroke="white" strokeWidth={1} />
        ))}
        <AxisLeft scale={yScale} label={unitLabel} stroke="currentColor" tickStroke="currentColor" tickLabelProps={{ fill: 'currentColor', fontSize: 11 }} labelProps={{ fill: 'currentColor', fontSize: 12 }} />
        <AxisBottom
          top={innerHeight}
          scale={xScale}
          tickValues={fittingTimeTicks(xScale, innerWidth)}
          tickFormat={(value) => formatX(value instanceof Date ? value : new Date(Number(value)))}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ fill: 'currentColor', fontSize: 11 }}
        />
      </Group>
    </svg>
  );
}
