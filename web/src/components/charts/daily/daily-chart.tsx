import { useMemo } from 'react';
import { AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { laneCount, type BasalSegment, type BasalStep, type DailyTreatment } from '@glyco/contracts';
import { formatTime } from '../../../lib/format';
import type { GlucoseChartPoint } from '../glucose-line-chart';
import { ChartSvg } from '../chart-svg';
import { TargetBand } from '../target-band';
import { TimeAxisBottom } from '../time-axis-bottom';
import { BasalPanel } from './basal-panel';
import { TreatmentMarkerButtons } from './treatment-marker-buttons';
import { LANE_HEIGHT, placeTreatmentMarkers, type TreatmentMarker } from './treatment-markers';

export interface DailyChartProps {
  /** Every reading of the day, oldest first, in the axis unit: sensor readings make the line, the others are meter readings. */
  readings: readonly GlucoseChartPoint[];
  treatments: readonly DailyTreatment[];
  /** The basal that ran: the schedule with temporary basals and suspends over it. */
  basal: readonly BasalStep[];
  /** The profile's schedule, drawn dashed where a temporary basal replaced it. */
  scheduledBasal?: readonly BasalSegment[];
  day: readonly [Date, Date];
  yDomain: readonly [number, number];
  band: { min: number; max: number };
  unitLabel: string;
  width: number;
  title: string;
  description: string;
  onOpenTreatment: (marker: TreatmentMarker) => void;
}

const margin = { top: 12, right: 16, left: 52 };
const GLUCOSE_HEIGHT = 220;
const PANEL_GAP = 8;
const BASAL_HEIGHT = 56;
const AXIS_HEIGHT = 28;
const LINE_COLOUR = '#0284c7';
const METER_SIZE = 9;

/** The whole height of a daily chart whose markers take this many lanes. */
export const dailyChartHeight = (lanes: number) => margin.top + GLUCOSE_HEIGHT + PANEL_GAP * 2 + Math.max(1, lanes) * LANE_HEIGHT + BASAL_HEIGHT + AXIS_HEIGHT;

function GlucosePanel({ readings, xOf, yScale, width }: { readings: readonly GlucoseChartPoint[]; xOf: (at: Date) => number; yScale: (value: number) => number; width: number }) {
  const sensor = readings.filter((point) => point.sensor);
  const meter = readings.filter((point) => !point.sensor);
  return (
    <>
      <LinePath data={sensor} x={(point) => xOf(point.date)} y={(point) => yScale(point.value)} stroke={LINE_COLOUR} strokeWidth={1} strokeOpacity={0.6} />
      {sensor.map((point) => (
        <circle key={point.date.getTime()} data-testid="cgm-reading" cx={xOf(point.date)} cy={yScale(point.value)} r={1.75} fill={point.colour} />
      ))}
      {meter.map((point) => (
        <rect
          key={point.date.getTime()}
          data-testid="meter-reading"
          x={xOf(point.date) - METER_SIZE / 2}
          y={yScale(point.value) - METER_SIZE / 2}
          width={METER_SIZE}
          height={METER_SIZE}
          fill={point.colour}
          stroke="currentColor"
          strokeWidth={1.5}
          transform={`rotate(45 ${xOf(point.date)} ${yScale(point.value)})`}
        />
      ))}
      <rect width={width} height={GLUCOSE_HEIGHT} fill="none" />
    </>
  );
}

/**
 * One day as a clinician reviews it: the CGM line at full resolution over the target band, meter
 * readings as diamonds, carbs and boluses as markers in lanes that never overlap, and the basal as steps.
 */
export function DailyChart({ readings, treatments, basal, scheduledBasal = [], day, yDomain, band, unitLabel, width, title, description, onOpenTreatment }: DailyChartProps) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const xScale = useMemo(() => scaleTime({ domain: [day[0], day[1]], range: [0, innerWidth] }), [day, innerWidth]);
  const yScale = useMemo(() => scaleLinear({ domain: [yDomain[0], yDomain[1]], range: [GLUCOSE_HEIGHT, 0] }), [yDomain]);
  const xOf = (at: Date) => xScale(at);
  const markers = useMemo(() => placeTreatmentMarkers(treatments, (at) => xScale(at), innerWidth), [treatments, xScale, innerWidth]);
  const lanes = Math.max(1, laneCount(markers));
  const height = dailyChartHeight(lanes);
  const lanesTop = GLUCOSE_HEIGHT + PANEL_GAP;
  const basalTop = lanesTop + lanes * LANE_HEIGHT + PANEL_GAP;

  return (
    <div className="relative" style={{ width, height }}>
      <ChartSvg width={width} height={height} margin={{ left: margin.left, top: margin.top }} title={title} description={description}>
        <GridRows scale={yScale} width={innerWidth} stroke="currentColor" strokeOpacity={0.15} />
        <TargetBand band={band} yScale={yScale} width={innerWidth} />
        <GlucosePanel readings={readings} xOf={xOf} yScale={yScale} width={innerWidth} />
        <AxisLeft scale={yScale} label={unitLabel} stroke="currentColor" tickStroke="currentColor" tickLabelProps={{ fill: 'currentColor', fontSize: 11 }} labelProps={{ fill: 'currentColor', fontSize: 12 }} />
        {markers.map((marker) => (
          <line key={marker.treatment.id} x1={marker.x} x2={marker.x} y1={lanesTop - PANEL_GAP} y2={lanesTop + marker.lane * LANE_HEIGHT + 2} stroke="currentColor" strokeOpacity={0.35} />
        ))}
        <BasalPanel steps={basal} scheduled={scheduledBasal} xOf={xOf} width={innerWidth} height={BASAL_HEIGHT} top={basalTop} />
        <TimeAxisBottom scale={xScale} innerWidth={innerWidth} innerHeight={basalTop + BASAL_HEIGHT} format={formatTime} labelWidth={70} />
      </ChartSvg>
      <TreatmentMarkerButtons markers={markers} left={margin.left} top={margin.top + lanesTop} onOpen={onOpenTreatment} />
    </div>
  );
}
