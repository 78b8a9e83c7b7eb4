import type { TrendDirection } from '../glucose/trend';
import { ALERT_KINDS, ALERT_LEVEL_OF, type AlertKind } from './kinds';
import type { AlertEvent } from './events';
import type { AlertSettings } from './settings';
import type { ActiveAlert, AlertState } from './state';
import { holdsNow, isOver, rateOf, type AlertReading } from './conditions';
import { isQuiet } from './quiet-hours';
import { zoneOffsetMinutesAt } from '../shared/zone-offset';

/**
 * A reading is late when it is older than the newest already seen, or arrives long after it was
 * taken (a backfill after a signal loss, an import): it never raises an alert about the past.
 * Uploaders send each reading within a few minutes; 10 minutes allows two missed uploads.
 */
export const LATE_ARRIVAL_MS = 10 * 60_000;

export interface ReadingEvaluation {
  userId: string;
  reading: AlertReading & { direction?: TrendDirection };
  /** Epoch ms the reading reached Glyco. */
  receivedAt: number;
  /** The newest reading time seen before this one, or null. */
  newestBefore: number | null;
  /** Sensor readings of the lookback (conditions.lookbackMinutes) up to and including `reading`, oldest first. */
  recent: readonly AlertReading[];
  settings: AlertSettings;
  timeZone: string | undefined;
  newId: () => string;
}

export function isLate(input: Pick<ReadingEvaluation, 'reading' | 'receivedAt' | 'newestBefore'>): boolean {
  const { reading, receivedAt, newestBefore } = input;
  return (newestBefore !== null && reading.at < newestBefore) || receivedAt - reading.at > LATE_ARRIVAL_MS;
}

/** A snoozed alert whose snooze ended: raised again if its reason still holds. */
const snoozeRanOut = (alert: ActiveAlert, at: number) => alert.snoozedUntil !== null && alert.snoozedUntil <= at;

const isEnabled = (kind: Exclude<AlertKind, 'reminder'>, settings: AlertSettings) => kind === 'urgentLow' || settings[kind].enabled;

function resolved(userId: string, alertId: string, at: number): AlertEvent {
  return { type: 'AlertResolved', data: { userId, alertId, at: new Date(at).toISOString() } };
}

function raised(input: ReadingEvaluation, kind: AlertKind, again?: string): AlertEvent {
  const { userId, reading, recent, settings, timeZone } = input;
  return {
    type: 'AlertRaised',
    data: {
      ...(again ? { again: true } : {}),
      userId, alertId: again ?? input.newId(), kind, level: ALERT_LEVEL_OF[kind], at: new Date(reading.at).toISOString(),
      valueMgdl: reading.mgdl, ...(reading.direction ? { direction: reading.direction } : {}),
      rateMgdlPerMinute: rateOf(recent), quiet: isQuiet(kind, reading.at, settings, timeZone),
      timezoneOffsetMinutes: zoneOffsetMinutesAt(timeZone, new Date(reading.at)),
    },
  };
}

/**
 * A new reading against the settings and the alerts in force: an active alert whose reason has been
 * gone long enough ends; a kind whose reason holds and that is not already active is raised; a
 * snoozed one whose snooze ran out is raised again (the same alert) while its reason holds. Data
 * arriving again ends a no-data alert, even late data.
 */
export function decideOnReading(input: ReadingEvaluation, state: AlertState): AlertEvent[] {
  const { userId, reading, settings } = input;
  const noData = state.active.noData;
  const events: AlertEvent[] = noData ? [resolved(userId, noData.alertId, reading.at)] : [];
  if (isLate(input)) return events;
  const context = { reading, recent: input.recent, settings };
  for (const kind of ALERT_KINDS) {
    if (kind === 'noData' || kind === 'reminder') continue;
    const active = state.active[kind];
    if (active && isOver(kind, context)) events.push(resolved(userId, active.alertId, reading.at));
    else if (!active && isEnabled(kind, settings) && holdsNow(kind, context)) events.push(raised(input, kind));
    else if (active && snoozeRanOut(active, reading.at) && holdsNow(kind, context)) events.push(raised(input, kind, active.alertId));
  }
  return events;
}

export interface SilenceEvaluation {
  userId: string;
  now: number;
  /** When the last reading arrived, or null when the sensor never sent. */
  lastArrivalAt: number | null;
  settings: AlertSettings;
  timeZone: string | undefined;
  newId: () => string;
}

/** No reading for `noData.afterMinutes` after a sensor was sending raises one no-data alert. */
export function decideOnSilence(input: SilenceEvaluation, state: AlertState): AlertEvent[] {
  const { userId, now, lastArrivalAt, settings, timeZone } = input;
  if (!settings.noData.enabled || lastArrivalAt === null || state.active.noData) return [];
  if (now - lastArrivalAt < settings.noData.afterMinutes * 60_000) return [];
  return [
    {
      type: 'AlertRaised',
      data: {
        userId, alertId: input.newId(), kind: 'noData', level: ALERT_LEVEL_OF.noData, at: new Date(now).toISOString(),
        valueMgdl: null, rateMgdlPerMinute: null, quiet: isQuiet('noData', now, settings, timeZone),
        timezoneOffsetMinutes: zoneOffsetMinutesAt(timeZone, new Date(now)),
      },
    },
  ];
}
