import { useMemo } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ChartSvg } from './chart-svg';

export interface StackKey {
  key: string;
  label: string;
  colour: string;
}

export interface StackedDay {
  /** YYYY-MM-DD. */
  date: string;
  values: Readonly<Record<string, number>>;
}

export interface StackedDailyBarsProps {
  data: readonly StackedDay[];
  keys: readonly StackKey[];
  width: number;
  height: number;
  formatDay: (date: string) => string;
  unitLabel: string;
  title: string;
  description: string;
}

const margin = { top: 16, right: 16, bottom: 40, left: 56 };

interface Segment {
  key: string;
  label: string;
  colour: string;
  value: number;
  from: number;
  to: number;
}

function segmentsOf(day: StackedDay, keys: readonly StackKey[]): Segment[] {
  let from = 0;
  return keys.map(({ key, label, colour }) => {
    const value = day.values[key] ?? 0;
    const segment = { key, label, colour, value, from, to: from + value };
    from += value;
    return segment;
  });
}

/** One bar per day, split into the share of each kind (insulin type, meal type). */
export function StackedDailyBars({ data, keys, width, height, formatDay, unitLabel, title, description }: StackedDailyBarsProps) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const stacks = useMemo(() => data.map((day) => ({ date: day.date, segments: segmentsOf(day, keys) })), [data, keys]);
  const xScale = useMemo(() => scaleBand({ domain: data.map((day) => day.date), range: [0, innerWidth], padding: 0.25 }), [data, innerWidth]);
  const yScale = useMemo(() => {
    const highest = Math.max(1, ...stacks.map((stack) => stack.segments[stack.segments.length - 1]?.to ?? 0));
    return scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  }, [stacks, innerHeight]);
  if (width < 10 || height < 10) return null;
  // Each label needs about 48 px; on long periods only every n-th day is named.
  const every = Math.max(1, Math.ceil(data.length / Math.max(1, Math.floor(innerWidth / 48))));
  const tickValues = data.filter((_, index) => index % every === 0).map((day) => day.date);

  return (
    <ChartSvg width={width} height={height} margin={margin} title={title} description={description}>
      <GridRows scale={yScale} width={innerWidth} stroke="currentColor" strokeOpacity={0.15} />
      {stacks.map((stack) =>
        stack.segments
          .filter((segment) => segment.value > 0)
          .map((segment) => (
            <Bar
              key={`${stack.date}-${segment.key}`}
              x={xScale(stack.date) ?? 0}
              width={xScale.bandwidth()}
              y={yScale(segment.to)}
              height={Math.max(0, yScale(segment.from) - yScale(segment.to))}
              fill={segment.colour}
            >
              <title>{`${formatDay(stack.date)}: ${segment.label} ${segment.value} ${unitLabel}`}</title>
            </Bar>
          )),
      )}
      <AxisLeft scale={yScale} label={unitLabel} stroke="currentColor" tickStroke="currentColor" tickLabelProps={{ fill: 'currentColor', fontSize: 11 }} labelProps={{ fill: 'currentColor', fontSize: 12 }} />
      <AxisBottom
        top={innerHeight}
        scale={xScale}
        tickValues={tickValues}
        tickFormat={(value) => formatDay(String(value))}
        stroke="currentColor"
        tickStroke="currentColor"
        tickLabelProps={{ fill: 'currentColor', fontSize: 11 }}
      />
    </ChartSvg>
  );
}
