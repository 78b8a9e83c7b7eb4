import { formatGlucose, fromMgdl, glucoseColour, type GlucoseUnit, type TargetRange } from '@glyco/contracts';
import type { GlucoseChartPoint } from '../../components/charts/glucose-line-chart';
import { formatFull } from '../format';
import { glucoseYDomain } from './y-domain';

interface TimedReading {
  value: number;
  timestamp: string;
}

/** Oldest first, in the display unit, each point coloured by its level against the target. */
export function toChartPoints(readings: readonly TimedReading[], unit: GlucoseUnit, target: TargetRange): GlucoseChartPoint[] {
  return readings
    .map((reading) => ({
      date: new Date(reading.timestamp),
      value: fromMgdl(reading.value, unit),
      colour: glucoseColour(reading.value, target),
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

/** A sentence for screen readers standing in for the chart. */
export function describeReadings(readings: readonly TimedReading[], unit: GlucoseUnit): string {
  if (readings.length === 0) return 'No readings to show.';
  const sorted = [...readings].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const values = readings.map((reading) => reading.value);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  return (
    `${readings.length} readings from ${formatFull(first.timestamp)} to ${formatFull(last.timestamp)}. ` +
    `Lowest ${formatGlucose(Math.min(...values), unit)}, highest ${formatGlucose(Math.max(...values), unit)} ${unit}. ` +
    `Latest ${formatGlucose(last.value, unit)} ${unit}.`
  );
}
