import { useMemo } from 'react';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

export interface RangeShare {
  key: string;
  label: string;
  /** Percent of readings, 0-100. */
  percent: number;
  colour: string;
}

interface TimeInRangesBarProps {
  data: readonly RangeShare[];
  width: number;
  height: number;
  description: string;
}

/** One horizontal bar split into the share of each glucose range. */
export function TimeInRangesBar({ data, width, height, description }: TimeInRangesBarProps) {
  const xScale = useMemo(() => scaleLinear({ domain: [0, 100], range: [0, width] }), [width]);
  const segments = useMemo(() => {
    let start = 0;
    return data.map((share) => {
      const segment = { ...share, x: xScale(start), width: xScale(start + share.percent) - xScale(start) };
      start += share.percent;
      return segment;
    });
  }, [data, xScale]);
  if (width < 10) return null;

  return (
    <svg width={width} height={height} role="img" aria-label={description}>
      <rect width={width} height={height} rx={6} className="fill-slate-200 dark:fill-slate-700" />
      {segments.map((segment) => (
        <Bar key={segment.key} x={segment.x} y={0} width={Math.max(0, segment.width)} height={height} fill={segment.colour}>
          <title>{`${segment.label}: ${segment.percent.toFixed(1)}%`}</title>
        </Bar>
      ))}
    </svg>
  );
}
