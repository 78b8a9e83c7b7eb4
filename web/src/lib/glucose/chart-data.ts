import { formatGlucose, formatGlucoseValue, fromMgdl, glucoseColour, type GlucoseUnit, type SensorLimit, type TargetRange } from '@glyco/contracts';
import type { GlucoseChartPoint } from '../../components/charts/glucose-line-chart';
import { formatFull } from '../format';
import { glucoseYDomain } from './y-domain';

export interface TimedReading {
  value: number;
  timestamp: string;
  /** Absent on the report's bucketed points. */
  readingType?: string;
  /** The unit it was entered in, which its colour is classified in; absent on bucketed points (mg/dL). */
  entered?: { unit: GlucoseUnit };
}

/** Oldest first, in the display unit, each point coloured by its level against the target. */
export function toChartPoints(readings: readonly TimedReading[], unit: GlucoseUnit, target: TargetRange): GlucoseChartPoint[] {
  return readings
    .map((reading) => ({
      date: new Date(reading.timestamp),
      value: fromMgdl(reading.value, unit),
      colour: glucoseColour(reading.value, target, reading.entered?.unit),
      sensor: reading.readingType === 'CGM',
    }))
    .sort((a, b) => a.date.getTime() - b.date.getTime());
}

export function chartYDomain(readings: readonly TimedReading[], unit: GlucoseUnit, target: TargetRange): [number, number] {
  const [min, max] = glucoseYDomain(
    readings.map((reading) => reading.value),
    target,
  );
  return [fromMgdl(min, unit), fromMgdl(max, unit)];
}

/** The server's lowest and highest of the period, mg/dL, and whether each is a sensor's limit. */
export interface ServerExtremes {
  min: number | null;
  max: number | null;
  minSensorLimit?: SensorLimit | null;
  maxSensorLimit?: SensorLimit | null;
}

/** A sentence for screen readers standing in for the chart; the extremes are the server's, never the plotted points'. */
export function describeReadings(readings: readonly TimedReading[], unit: GlucoseUnit, extremes?: ServerExtremes): string {
  if (readings.length === 0) return 'No readings to show.';
  const sorted = [...readings].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const range =
    extremes && extremes.min !== null && extremes.max !== null
      ? ` Lowest ${formatGlucoseValue(extremes.min, unit, extremes.minSensorLimit)}, highest ${formatGlucoseValue(extremes.max, unit, extremes.maxSensorLimit)} ${unit}.`
      : '';
  return `${readings.length} readings from ${formatFull(first.timestamp)} to ${formatFull(last.timestamp)}.${range} Latest ${formatGlucose(last.value, unit)} ${unit}.`;
}
