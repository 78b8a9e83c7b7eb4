import type { GlucoseSample } from './sample';

const MINUTE = 60_000;
export const T0 = Date.parse('2026-03-02T00:00:00.000Z');

/** CGM readings every `everyMinutes` from `start`, one per value. */
export function cgmSeries(values: readonly number[], start = T0, everyMinutes = 5): GlucoseSample[] {
  return values.map((value, index) => ({ value, timestamp: start + index * everyMinutes * MINUTE, timezoneOffsetMinutes: 0, source: 'cgm' }));
}

/** `count` CGM readings of one value every 5 minutes. */
export function steadyCgm(value: number, count: number, start = T0): GlucoseSample[] {
  return cgmSeries(Array.from({ length: count }, () => value), start);
}
