import type { AlertEvent } from './events';
import type { AlertSettings } from './settings';
import { evolveAlerts, initialAlertState, type AlertState } from './state';
import { lookbackMinutes, type AlertReading } from './conditions';
import { decideOnReading, decideOnSilence } from './decide';

/** A reading as it reached Glyco: when it was taken and when it arrived. */
export interface ArrivingReading extends AlertReading {
  receivedAt: number;
}

export interface ReplayOptions {
  settings: AlertSettings;
  timeZone?: string;
  userId?: string;
}

const REPLAY_USER = '00000000-0000-4000-8000-000000000000';

/**
 * Replays readings in the order they arrived through the same decisions as the live reactor: the
 * silence check runs when no reading came for the no-data delay, each reading is evaluated with
 * the readings known when it arrived. Returns every event, in order.
 */
export function replayAlerts(arrivals: readonly ArrivingReading[], options: ReplayOptions): AlertEvent[] {
  const { settings, timeZone } = options;
  const userId = options.userId ?? REPLAY_USER;
  let counter = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
  const lookbackMs = lookbackMinutes(settings) * 60_000;
  const known: AlertReading[] = [];
  const events: AlertEvent[] = [];
  let state: AlertState = initialAlertState();
  let newestAt: number | null = null;
  let lastArrivalAt: number | null = null;
  const apply = (decided: AlertEvent[]) => {
    for (const event of decided) state = evolveAlerts(state, event);
    events.push(...decided);
  };
  for (const arrival of arrivals) {
    const silenceAt = lastArrivalAt === null ? null : lastArrivalAt + settings.noData.afterMinutes * 60_000;
    if (silenceAt !== null && silenceAt <= arrival.receivedAt) apply(decideOnSilence({ userId, now: silenceAt, lastArrivalAt, settings, timeZone, newId }, state));
    insertByTime(known, arrival);
    const recent = known.slice(firstAtOrAfter(known, arrival.at - lookbackMs), firstAtOrAfter(known, arrival.at + 1));
    const reading = { at: arrival.at, mgdl: arrival.mgdl };
    apply(decideOnReading({ userId, reading, receivedAt: arrival.receivedAt, newestBefore: newestAt, recent, settings, timeZone, newId }, state));
    newestAt = newestAt === null ? arrival.at : Math.max(newestAt, arrival.at);
    lastArrivalAt = Math.max(lastArrivalAt ?? arrival.receivedAt, arrival.receivedAt);
  }
  return events;
}

function insertByTime(readings: AlertReading[], reading: AlertReading): void {
  let index = readings.length;
  while (index > 0 && readings[index - 1]!.at > reading.at) index -= 1;
  readings.splice(index, 0, { at: reading.at, mgdl: reading.mgdl });
}

/** The index of the first reading at or after `at` (readings oldest first). */
function firstAtOrAfter(readings: readonly AlertReading[], at: number): number {
  let low = 0;
  let high = readings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (readings[middle]!.at < at) low = middle + 1;
    else high = middle;
  }
  return low;
}
