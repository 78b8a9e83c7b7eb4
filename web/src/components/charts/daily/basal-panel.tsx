import { useMemo } from 'react';
import { AxisLeft } from '@visx/axis';
import { curveStepAfter } from '@visx/curve';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { BasalSegment, BasalStep } from '@glyco/contracts';

export const BASAL_COLOUR = '#0d9488';
/** A temporary rate is drawn stronger than the schedule; a suspend as a red band on the zero line. */
const TEMPORARY_OPACITY = 0.45;
export const SUSPEND_COLOUR = '#dc2626';
const SUSPEND_BAND = 5;

interface BasalPanelProps {
  /** The basal that ran: scheduled, temporary and suspended steps. */
  steps: readonly BasalStep[];
  /** The schedule, drawn dashed under the steps where a temporary basal replaced it. */
  scheduled: readonly BasalSegment[];
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

const STEP_LABEL: Record<BasalStep['kind'], string> = { scheduled: 'Scheduled basal', temporary: 'Temporary basal', suspended: 'Suspended' };

/** Basal as a step line over shaded steps, in units per hour; a note in its place when there is none. */
export function BasalPanel({ steps, scheduled, xOf, width, height, top }: BasalPanelProps) {
  const maxRate = Math.max(0.5, ...steps.map((step) => step.rate), ...scheduled.map((segment) => segment.rate));
  const yScale = useMemo(() => scaleLinear({ domain: [0, maxRate * 1.2], range: [height, 0], nice: true }), [maxRate, height]);
  const changed = steps.some((step) => step.kind !== 'scheduled');
  return (
    <g transform={`translate(0, ${top})`} data-testid="basal-panel">
      <rect width={width} height={height} fill="currentColor" fillOpacity={0.04} />
      {steps.length === 0 ? (
        <text x={8} y={height / 2 + 4} fontSize={11} fill="currentColor">
          No basal schedule: a loop that uploads its profile shows its scheduled basal here.
        </text>
      ) : (
        <>
          {steps.map((step) => (
            <BasalStepShape key={step.start} step={step} xOf={xOf} yOf={yScale} height={height} />
          ))}
          {changed && <LinePath data={stepPoints(scheduled)} x={(point) => xOf(point.at)} y={(point) => yScale(point.rate)} curve={curveStepAfter} stroke={BASAL_COLOUR} strokeWidth={1} strokeDasharray="3 3" strokeOpacity={0.7} />}
          <LinePath data={stepPoints(steps)} x={(point) => xOf(point.at)} y={(point) => yScale(point.rate)} curve={curveStepAfter} stroke={BASAL_COLOUR} strokeWidth={1.5} />
        </>
      )}
      {steps.length > 0 && <AxisLeft scale={yScale} numTicks={2} label="U/h" stroke="currentColor" tickStroke="currentColor" tickLabelProps={{ fill: 'currentColor', fontSize: 10 }} labelProps={{ fill: 'currentColor', fontSize: 11 }} />}
    </g>
  );
}

function BasalStepShape({ step, xOf, yOf, height }: { step: BasalStep; xOf: (at: Date) => number; yOf: (rate: number) => number; height: number }) {
  const x = xOf(new Date(step.start));
  const width = Math.max(0, xOf(new Date(step.end)) - x);
  const suspended = step.kind === 'suspended';
  return (
    <rect
      data-testid="basal-step"
      data-rate={step.rate}
      data-kind={step.kind}
      x={x}
      width={width}
      y={suspended ? height - SUSPEND_BAND : yOf(step.rate)}
      height={suspended ? SUSPEND_BAND : height - yOf(step.rate)}
      fill={suspended ? SUSPEND_COLOUR : BASAL_COLOUR}
      fillOpacity={suspended ? 0.8 : step.kind === 'temporary' ? TEMPORARY_OPACITY : 0.18}
    >
      <title>{`${STEP_LABEL[step.kind]}: ${step.rate} U/h`}</title>
    </rect>
  );
}
