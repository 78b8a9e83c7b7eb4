import { zoneOffsetMinutesAt } from '../shared/zone-offset';
import type { AlertKind } from './kinds';
import type { AlertSettings } from './settings';

const DAY_MINUTES = 24 * 60;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Kinds quiet hours never silence: a recheck after a low is part of treating it. */
const NEVER_QUIET: readonly AlertKind[] = ['urgentLow', 'urgentLowSoon', 'reminder'];

/** True when an alert of `kind` at `at` falls in the person's quiet hours (local to their zone; a span may cross midnight). */
export function isQuiet(kind: AlertKind, at: number, settings: AlertSettings, timeZone: string | undefined): boolean {
  const { enabled, from, to } = settings.quietHours;
  if (!enabled || NEVER_QUIET.includes(kind)) return false;
  const local = (((Math.floor(at / 60_000) + zoneOffsetMinutesAt(timeZone, new Date(at))) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const start = minutesOf(from);
  const end = minutesOf(to);
  return start <= end ? local >= start && local < end : local >= start || local < end;
}
