import { useMemo } from 'react';
import { scaleLinear, scaleTime } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import type { OnBoardPoint } from '@glyco/contracts';
import { ChartSvg } from '../../../components/charts/chart-svg';
import { TimeAxisBottom } from '../../../components/charts/time-axis-bottom';
import { formatTime } from '../../../lib/format';

export interface OnBoardChartProps {
  data: readonly OnBoardPoint[];
  width: number;
  height: number;
  colour: string;
  title: string;
  description: string;
}

const margin = { top: 8, right: 16, bottom: 24, left: 16 };
const timeOf = (point: OnBoardPoint) => Date.parse(point.at);

/** What is left over the next hours, from now at the left to nothing at the right. */
export function OnBoardChart({ data, width, height, colour, title, description }: OnBoardChartProps) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const xScale = useMemo(() => {
    const first = data[0] ? timeOf(data[0]) : 0;
    const last = data.at(-1) ? timeOf(data.at(-1)!) : first + 1;
    return scaleTime({ domain: [new Date(first), new Date(Math.max(last, first + 1))], range: [0, innerWidth] });
  }, [data, innerWidth]);
  const yScale = useMemo(() => scaleLinear({ domain: [0, Math.max(...data.map((point) => point.value), 0.01)], range: [innerHeight, 0] }), [data, innerHeight]);
  if (width < 10 || height < 10 || data.length < 2) return null;
  const x = (point: OnBoardPoint) => xScale(new Date(timeOf(point)));
  const y = (point: OnBoardPoint) => yScale(point.value);

  return (
    <ChartSvg width={width} height={height} margin={margin} title={title} description={description}>
      <AreaClosed data={[...data]} x={x} y={y} yScale={yScale} fill={colour} fillOpacity={0.15} />
      <LinePath data={[...data]} x={x} y={y} stroke={colour} strokeWidth={2} />
      <TimeAxisBottom scale={xScale} innerWidth={innerWidth} innerHeight={innerHeight} format={formatTime} />
    </ChartSvg>
  );
}
