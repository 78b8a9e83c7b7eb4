import {
  analyseDigests, DEFAULT_TARGET_RANGE, digestByLocalDay, epochMsOf, glucoseStatsOf, sourceOfReadingType, toMgdl,
  type GlucoseSample, type GlucoseUnit, type ReadingType, type TargetRange,
} from '@glyco/contracts';
import { validReading } from './glucose-test-support';

/** A reading as a test logs it through the API (logReadings' defaults: mg/dL, UTC, Manual). */
export interface LoggedReading {
  value: number;
  timestamp: string;
  unit?: GlucoseUnit;
  timezoneOffsetMinutes?: number;
  readingType?: string;
}

export function sampleOfLogged(reading: LoggedReading): GlucoseSample {
  return {
    value: toMgdl(reading.value, reading.unit ?? 'mg/dL'),
    unit: reading.unit ?? 'mg/dL',
    timestamp: reading.timestamp,
    timezoneOffsetMinutes: reading.timezoneOffsetMinutes ?? 0,
    source: sourceOfReadingType((reading.readingType ?? validReading.readingType) as ReadingType),
  };
}

/** Instants, both inclusive, either open, as the routes take them. */
export interface InstantRange {
  startDate?: string;
  endDate?: string;
}

/** The engine's analysis of the raw readings taken in the range: what every route must agree with. */
export function analyseRawReadings(readings: readonly LoggedReading[], range: InstantRange, target: TargetRange = DEFAULT_TARGET_RANGE) {
  const start = range.startDate ? Date.parse(range.startDate) : -Infinity;
  const end = range.endDate ? Date.parse(range.endDate) : Infinity;
  const samples = readings.map(sampleOfLogged).filter((sample) => epochMsOf(sample.timestamp) >= start && epochMsOf(sample.timestamp) <= end);
  const window = range.startDate && range.endDate ? { start: range.startDate, end: end + 1 } : null;
  return analyseDigests(digestByLocalDay(samples), target, window);
}

/** The stats route's answer for these readings: no episodes are looked for there (GET /api/glucose/episodes has them). */
export function expectedStats(readings: readonly LoggedReading[], range: InstantRange, target: TargetRange = DEFAULT_TARGET_RANGE) {
  return glucoseStatsOf({ ...analyseRawReadings(readings, range, target).metrics, episodes: null });
}

export const queryOf = (range: InstantRange) => {
  const params = new URLSearchParams(Object.entries(range).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return params.size === 0 ? '' : `?${params.toString()}`;
};
