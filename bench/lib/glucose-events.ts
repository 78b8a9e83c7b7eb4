import { randomUUID } from 'node:crypto';
import { GlucoseReadingLogged, streamIds } from '@glyco/contracts';
import { newEvent, toEnvelope, type EventToAppend } from '@glyco/event-store';

const FIVE_MINUTES = 5 * 60_000;

/**
 * A sensor's clock: each call gives the next reading's instant, five minutes after the last,
 * starting `daysAgo` days back. A person posting back to back sends a sensor's backlog, 288
 * readings a day, as a CGM app catching up does; readings all stamped "now" would pile thousands
 * into one day, which no sensor produces.
 */
export function sensorClock(daysAgo: number): () => string {
  let next = Date.now() - daysAgo * 86_400_000;
  return () => {
    const at = new Date(next).toISOString();
    next += FIVE_MINUTES;
    return at;
  };
}

/** A plausible CGM value for slot i: a daily wave with meals, never outside 40-400. */
export function syntheticValue(slot: number): number {
  const minuteOfDay = (slot * 5) % 1440;
  const wave = 40 * Math.sin((minuteOfDay / 1440) * 2 * Math.PI * 3);
  const jitter = ((slot * 7919) % 61) - 30;
  return Math.min(400, Math.max(40, Math.round(140 + wave + jitter)));
}

/** The event the API appends for a logged CGM reading, for bulk loading a year of data. */
export function glucoseLoggedEvent(userId: string, slot: number, start: number): { streamId: string; event: EventToAppend } {
  const readingId = randomUUID();
  const value = syntheticValue(slot);
  const timestamp = new Date(start + slot * FIVE_MINUTES).toISOString();
  const data = {
    readingId, userId, valueMgdl: value, entered: { value, unit: 'mg/dL' as const }, timestamp, timezoneOffsetMinutes: 0,
    mealContext: 'Not Specified' as const, readingType: 'CGM' as const, feeling: 'Not Specified' as const, notes: '', tags: [],
  };
  const context = { actor: { userId, role: 'patient' as const }, correlationId: 'bench', now: new Date() };
  return {
    streamId: streamIds.glucoseReading(readingId),
    event: toEnvelope(newEvent(GlucoseReadingLogged, data, { occurredAt: new Date(timestamp) }), context),
  };
}
