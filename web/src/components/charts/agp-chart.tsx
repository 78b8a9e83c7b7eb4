import { useMemo } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { scaleLinear } from '@visx/scale';
import { Area, LinePath } from '@visx/shape';
import { TargetBand } from './target-band';
import type { AgpChartPoint } from '../../lib/glucose/agp-points';
import { ChartSvg } from './chart-svg';

export interface AgpChartProps {
  /** The server's points, x = minute of the local day; null percentiles leave a gap. */
  data: readonly AgpChartPoint[];
  width: number;
  height: number;
  yDomain: readonly [number, number];
  /** Shaded target band, in the axis unit. */
  band: { min: number; max: number };
  formatMinute: (minute: number) => string;
  unitLabel: string;
  title: string;
  description: string;
}

const margin = { top: 16, right: 24, bottom: 40, left: 56 };
// The percentile curves are not glucose levels, so they keep the chart blue of the AGP report.
const outerColour = 'rgba(2, 132, 199, 0.18)';
const innerColour = 'rgba(2, 132, 199, 0.38)';
const medianColour = '#0369a1';
const dayTicks = [0, 180, 360, 540, 720, 900, 1080, 1260, 1440];

type Drawn = AgpChartPoint & { p5: number; p25: number; p50: number; p75: number; p95: number };
const isDrawn = (point: AgpChartPoint): point is Drawn => point.p5 !== null && point.p25 !== null && point.p50 !== null && point.p75 !== null && point.p95 !== null;

/** Ambulatory Glucose Profile: the 5-95 % and 25-75 % bands and the median over one day. */
export function AgpChart({ data, width, height, yDomain, band, formatMinute, unitLabel, title, description }: AgpChartProps) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const xScale = useMemo(() => scaleLinear({ domain: [0, 1440], range: [0, innerWidth] }), [innerWidth]);
  const yScale = useMemo(() => scaleLinear({ domain: [yDomain[0], yDomain[1]], range: [innerHeight, 0], nice: true }), [yDomain, innerHeight]);
  const points = useMemo(() => [...data].sort((a, b) => a.minute - b.minute), [data]);
  if (width < 10 || height < 10) return null;
  const x = (point: AgpChartPoint) => xScale(point.minute);
  const y = (value: number | null) => yScale(value ?? 0);
  // A bin between two empty ones has no curve to join: it shows as a dot.
  const isolated = points.filter((point, index) => isDrawn(point) && !(points[index - 1] && isDrawn(points[index - 1]!)) && !(points[index + 1] && isDrawn(points[index + 1]!)));
  const ticks = innerWidth < 360 ? dayTicks.filter((_, index) => index % 2 === 0) : dayTicks;

  return (
    <ChartSvg width={width} height={height} margin={margin} title={title} description={description}>
      <GridRows scale={yScale} width={innerWidth} stroke="currentColor" strokeOpacity={0.15} />
      <TargetBand band={band} yScale={yScale} width={innerWidth} />
      <Area data={points} defined={isDrawn} x={x} y0={(point) => y(point.p5)} y1={(point) => y(point.p95)} fill={outerColour} />
      <Area data={points} defined={isDrawn} x={x} y0={(point) => y(point.p25)} y1={(point) => y(point.p75)} fill={innerColour} />
      <LinePath data={points} defined={isDrawn} x={x} y={(point) => y(point.p50)} stroke={medianColour} strokeWidth={2.5} />
      {isolated.map((point) => (
        <circle key={point.minute} cx={x(point)} cy={y(point.p50)} r={3} fill={medianColour} />
      ))}
      <AxisLeft scale={yScale} label={unitLabel} stroke="currentColor" tickStroke="currentColor" tickLabelProps={{ fill: 'currentColor', fontSize: 11 }} labelProps={{ fill: 'currentColor', fontSize: 12 }} />
      <AxisBottom
        top={innerHeight}
        scale={xScale}
        tickValues={ticks}
        tickFormat={(value) => formatMinute(Number(value))}
        stroke="currentColor"
        tickStroke="currentColor"
        tickLabelProps={{ fill: 'currentColor', fontSize: 11 }}
      />
    </ChartSvg>
  );
}
