import type { ReadingType } from '../glucose/enums';

/** cgm: a sensor's readings; meter: finger-stick and laboratory values. */
export const GLUCOSE_SOURCES = ['cgm', 'meter'] as const;
export type GlucoseSource = (typeof GLUCOSE_SOURCES)[number];

/** A reading for the metrics: mg/dL, its instant, minutes east of UTC where it was taken, its source. */
export interface GlucoseSample {
  value: number;
  timestamp: Date | string | number;
  timezoneOffsetMinutes?: number;
  source: GlucoseSource;
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

/** The local calendar date (YYYY-MM-DD) of an instant, given minutes east of UTC. */
export function localDateOf(epochMs: number, timezoneOffsetMinutes: number): string {
  return new Date(epochMs + timezoneOffsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
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
