import type { GlucoseUnit, ReadingType } from '../glucose/enums';
import type { SensorLimit } from '../imports/records';

/**
 * cgm: a sensor's series; meter: spot checks (finger-sticks, laboratory values and Libre scans).
 * Only the series counts as CGM samples and wear: the consensus metrics are of the sensor's
 * continuous record (Battelino et al., Diabetes Care 2019;42:1593-1603), and LibreView's own AGP
 * report is computed from the historic record alone.
 */
export const GLUCOSE_SOURCES = ['cgm', 'meter'] as const;
export type GlucoseSource = (typeof GLUCOSE_SOURCES)[number];

/** A reading for the metrics: mg/dL, its instant, minutes east of UTC where it was taken, its source. */
export interface GlucoseSample {
  value: number;
  timestamp: Date | string | number;
  timezoneOffsetMinutes?: number;
  source: GlucoseSource;
  /** The unit it was entered or uploaded in, which it is classified in (bands.ts); mg/dL when absent. */
  unit?: GlucoseUnit;
  /** Set when the value is a sensor's limit, for a reply or a list that shows it ('below 40'); the metrics count it as its value. */
  sensorLimit?: SensorLimit;
}

export function sourceOfReadingType(readingType: ReadingType): GlucoseSource {
  return readingType === 'CGM' ? 'cgm' : 'meter';
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const MINUTES_PER_DAY = 1440;

export function epochMsOf(timestamp: Date | string | number): number {
  return timestamp instanceof Date ? timestamp.getTime() : typeof timestamp === 'number' ? timestamp : Date.parse(timestamp);
}

// Readings come in time order, a sensor's 288 to a day: the last day's date is nearly always the next one's.
let lastDay = Number.NaN;
let lastDate = '';

/** YYYY-MM-DD of a day counted from the epoch. */
function dateOfEpochDay(day: number): string {
  if (day !== lastDay) {
    lastDate = new Date(day * DAY_MS).toISOString().slice(0, 10);
    lastDay = day;
  }
  return lastDate;
}

/** The local calendar date (YYYY-MM-DD) of an instant, given minutes east of UTC. */
export function localDateOf(epochMs: number, timezoneOffsetMinutes: number): string {
  return dateOfEpochDay(Math.floor((epochMs + timezoneOffsetMinutes * MINUTE_MS) / DAY_MS));
}

/** 0000-01-01T00:00:00.000Z and 10000-01-01T00:00:00.000Z. */
const FIRST_FOUR_DIGIT_YEAR_MS = -62_167_219_200_000;
const AFTER_FOUR_DIGIT_YEARS_MS = 253_402_300_800_000;
const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));
const threeDigits = (value: number) => (value < 10 ? `00${value}` : value < 100 ? `0${value}` : String(value));

/**
 * `new Date(epochMs).toISOString()`, about four times faster for whole milliseconds: a chart
 * formats thousands of instants per request.
 */
export function isoInstantOf(epochMs: number): string {
  // Outside years 0000 to 9999 toISOString writes six-digit years with a sign.
  if (!Number.isInteger(epochMs) || epochMs < FIRST_FOUR_DIGIT_YEAR_MS || epochMs >= AFTER_FOUR_DIGIT_YEARS_MS) return new Date(epochMs).toISOString();
  const day = Math.floor(epochMs / DAY_MS);
  const ms = epochMs - day * DAY_MS;
  const [hours, minutes, seconds] = [Math.floor(ms / HOUR_MS), Math.floor(ms / MINUTE_MS) % 60, Math.floor(ms / 1000) % 60];
  return `${dateOfEpochDay(day)}T${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}.${threeDigits(ms % 1000)}Z`;
}

/** Local minutes after midnight of an instant. */
export function localMinuteOfDay(epochMs: number, timezoneOffsetMinutes: number): number {
  const minute = Math.floor((epochMs + timezoneOffsetMinutes * MINUTE_MS) / MINUTE_MS) % MINUTES_PER_DAY;
  return minute < 0 ? minute + MINUTES_PER_DAY : minute;
}

/** Oldest first; equal instants keep their order. */
export function byTime<T extends { timestamp: Date | string | number }>(samples: readonly T[]): T[] {
  return samples
    .map((sample, index) => ({ sample, index, at: epochMsOf(sample.timestamp) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ sample }) => sample);
}
