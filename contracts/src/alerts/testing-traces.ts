import type { ArrivingReading } from './replay';

export const TRACE_START = Date.parse('2026-03-02T02:00:00Z');
const FIVE_MINUTES = 5 * 60_000;

/** Values every 5 minutes from TRACE_START, each arriving when taken. */
export function liveTrace(values: readonly number[], start = TRACE_START): ArrivingReading[] {
  return values.map((mgdl, index) => ({ at: start + index * FIVE_MINUTES, mgdl, receivedAt: start + index * FIVE_MINUTES }));
}

/** A night low: steady at 120, down to `bottom` and back, 5-minute readings. */
export function nightLow(bottom: number): number[] {
  const fall = Array.from({ length: 10 }, (_, index) => Math.round(120 - ((120 - bottom) * (index + 1)) / 10));
  return [...Array(12).fill(120), ...fall, ...Array(6).fill(bottom), ...[...fall].reverse(), ...Array(12).fill(120)];
}
