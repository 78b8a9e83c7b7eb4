import { zoneOffsetMinutesAt } from '../shared/zone-offset';
import type { BasalSegment } from './schemas';

/** One step of a Nightscout profile's basal schedule: `value` U/h from `timeAsSeconds` after local midnight. */
export interface BasalScheduleEntry {
  timeAsSeconds: number;
  value: number;
}

const DAY_MS = 86_400_000;
const offsetMs = (timeZone: string | undefined, at: number) => zoneOffsetMinutesAt(timeZone, new Date(at)) * 60_000;

/** The instant a local wall-clock time (as ms since the epoch, read in the zone) happens. */
function instantOfLocal(localMs: number, timeZone: string | undefined): number {
  const guess = localMs - offsetMs(timeZone, localMs);
  return localMs - offsetMs(timeZone, guess);
}

/** Where each scheduled rate starts, from the local day before the window to its end. */
function rateChanges(entries: readonly BasalScheduleEntry[], window: { start: Date; end: Date }, timeZone: string | undefined) {
  const startLocal = window.start.getTime() + offsetMs(timeZone, window.start.getTime());
  const firstDay = Math.floor(startLocal / DAY_MS) * DAY_MS - DAY_MS;
  const changes: { at: number; rate: number }[] = [];
  for (let day = firstDay; instantOfLocal(day, timeZone) <= window.end.getTime(); day += DAY_MS) {
    for (const entry of entries) changes.push({ at: instantOfLocal(day + entry.timeAsSeconds * 1000, timeZone), rate: entry.value });
  }
  return changes.sort((a, b) => a.at - b.at);
}

/**
 * The scheduled basal across a window as steps of one rate each, from a profile's schedule in its
 * time zone; an empty schedule gives none.
 */
export function scheduledBasalSegments(entries: readonly BasalScheduleEntry[], window: { start: Date; end: Date }, timeZone?: string): BasalSegment[] {
  if (entries.length === 0) return [];
  const changes = rateChanges([...entries].sort((a, b) => a.timeAsSeconds - b.timeAsSeconds), window, timeZone);
  const segments: BasalSegment[] = [];
  const [from, to] = [window.start.getTime(), window.end.getTime()];
  changes.forEach((change, i) => {
    const start = Math.max(change.at, from);
    const end = Math.min(changes[i + 1]?.at ?? to, to);
    if (end <= start) return;
    const previous = segments.at(-1);
    if (previous && previous.rate === change.rate) previous.end = new Date(end).toISOString();
    else segments.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString(), rate: change.rate });
  });
  return segments;
}

/** The basal schedule of a stored Nightscout profile document's default profile, and its zone. */
export function profileBasalSchedule(document: Record<string, unknown>): { entries: BasalScheduleEntry[]; timeZone: string | undefined } {
  const store = (document.store ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const profile = store[String(document.defaultProfile ?? '')] ?? Object.values(store)[0] ?? {};
  const basal = Array.isArray(profile.basal) ? (profile.basal as Record<string, unknown>[]) : [];
  const entries = basal.flatMap((step) => {
    const value = Number(step.value);
    const seconds = typeof step.timeAsSeconds === 'number' ? step.timeAsSeconds : secondsOfTime(String(step.time ?? ''));
    return Number.isFinite(value) && value >= 0 && seconds !== null ? [{ timeAsSeconds: seconds, value }] : [];
  });
  return { entries, timeZone: typeof profile.timezone === 'string' ? profile.timezone : undefined };
}

function secondsOfTime(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 : null;
}
