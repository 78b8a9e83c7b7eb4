import { zoneOffsetMinutesAt } from '../shared/zone-offset';
import { BAND_LIMITS_MGDL } from '../glucose-metrics/bands';
import type { AlertEvent } from './events';
import { ALERT_LEVEL_OF } from './kinds';
import type { AlertState } from './state';

/**
 * The rule of 15 (ADA Standards of Care 2024, section 6, Hypoglycemia): after 15-20 g of fast
 * carbohydrate for a low, recheck glucose in 15 minutes and treat again while it is below 70 mg/dL.
 */
export const RECHECK_AFTER_LOW_MINUTES = 15;

/** The newest sensor reading the worker knows, epoch ms. */
export interface SensorValue {
  at: number;
  mgdl: number;
}

/**
 * Carbs logged during a low: a low or urgent low alert is in force, or the newest reading before
 * the carbs is below 70 mg/dL (level 1 hypoglycaemia), whatever the person's alert settings.
 */
export function isTreatingLow(carbs: number, latest: SensorValue | null, state: AlertState): boolean {
  if (carbs <= 0) return false;
  if (state.active.urgentLow || state.active.low) return true;
  return latest !== null && latest.mgdl < BAND_LIMITS_MGDL.lowBelow;
}

/** Minutes from `now` until the recheck is due; zero or less when carbs were logged too late for it. */
export const minutesUntilRecheck = (treatedAt: number, now: number): number => RECHECK_AFTER_LOW_MINUTES - (now - treatedAt) / 60_000;

export interface RecheckInput {
  userId: string;
  treatedAt: number;
  now: number;
  /** The newest sensor reading now, or null. */
  latest: SensorValue | null;
  timeZone: string | undefined;
  newId: () => string;
}

/**
 * 15 minutes after carbs for a low: the reminder to recheck, unless a reading taken since the carbs
 * is back at or above 70 mg/dL (the recheck the rule asks for has been made, and it says the low is
 * over). A reading still low reminds: the rule says treat again. An earlier reminder still shown
 * gives way to this one.
 */
export function decideRecheckReminder(input: RecheckInput, state: AlertState): AlertEvent[] {
  const { userId, treatedAt, now, latest, timeZone } = input;
  if (latest !== null && latest.at > treatedAt && latest.mgdl >= BAND_LIMITS_MGDL.lowBelow) return [];
  const at = new Date(now).toISOString();
  const earlier = state.active.reminder;
  return [
    ...(earlier ? [{ type: 'AlertResolved' as const, data: { userId, alertId: earlier.alertId, at } }] : []),
    {
      type: 'AlertRaised',
      data: {
        userId, alertId: input.newId(), kind: 'reminder', level: ALERT_LEVEL_OF.reminder, at,
        valueMgdl: null, rateMgdlPerMinute: null, quiet: false,
        timezoneOffsetMinutes: zoneOffsetMinutesAt(timeZone, new Date(now)),
      },
    },
  ];
}
