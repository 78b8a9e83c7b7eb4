import { useMemo } from 'react';
import { AxisLeft } from '@visx/axis';
import { curveStepAfter } from '@visx/curve';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { BasalSegment } from '@glyco/contracts';

export const BASAL_COLOUR = '#0d9488';

interface BasalPanelProps {
  segments: readonly BasalSegment[];
  xOf: (at: Date) => number;
  width: number;
  height: number;
  top: number;
}

const stepPoints = (segments: readonly BasalSegment[]) =>
  segments.flatMap((segment) => [
    { at: new Date(segment.start), rate: segment.rate },
    { at: new Date(segment.end), rate: segment.rate },
  ]);

/** Basal as a step line over shaded steps, in units per hour; a note in its place when there is none. */
export function BasalPanel({ segments, xOf, width, height, top }: BasalPanelProps) {
  const maxRate = Math.max(0.5, ...segments.map((segment) => segment.rate));
  const yScale = useMemo(() => scaleLinear({ domain: [0, maxRate * 1.2], range: [height, 0], nice: true }), [maxRate, height]);
  return (
    <g transform={`translate(0, ${top})`} data-testid="basal-panel">
      <rect width={width} height={height} fill="currentColor" fillOpacity={0.04} />
      {segments.length === 0 ? (
        <text x={8} y={height / 2 + 4} fontSize={11} fill="currentColor">
          No basal schedule: a loop that uploads its profile shows its scheduled basal here.
        </text>
      ) : (
        <>
          {segments.map((segment) => (
            <rect
              key={segment.start}
              data-testid="basal-step"
              data-rate={segment.rate}
              x={xOf(new Date(segment.start))}
              width={Math.max(0, xOf(new Date(segment.end)) - xOf(new Date(segment.start)))}
              y={yScale(segment.rate)}
              height={height - yScale(segment.rate)}
              fill={BASAL_COLOUR}
              fillOpacity={0.18}
            />
          ))}
          <LinePath data={stepPoints(segments)} x={(point) => xOf(point.at)} y={(point) => yScale(point.rate)} curve={curveStepAfter} stroke={BASAL_COLOUR} strokeWidth={1.5} />
        </>
      )}
      {segments.length > 0 && <AxisLeft scale={yScale} numTicks={2} label="U/h" stroke="currentColor" tickStroke="currentColor" tickLabelProps={{ fill: 'currentColor', fontSize: 10 }} labelProps={{ fill: 'currentColor', fontSize: 11 }} />}
    </g>
  );
}
