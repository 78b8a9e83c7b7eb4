import { CLOCK_SKEW_TOLERANCE_MS, EARLIEST_INSTANT } from '../shared/limits';
import { NIGHTSCOUT_MESSAGES } from './messages';

export interface NightscoutMapOptions {
  /** The server's now, to refuse items from the future. */
  now: Date;
  /** Minutes east of UTC in the person's zone at an instant, when the item does not say. */
  offsetMinutesAt: (instant: Date) => number;
}

export type Instant = { ok: true; timestamp: string; timezoneOffsetMinutes: number } | { ok: false; message: string };

/** '+0200', '+02:00', '-05:00' at the end of an ISO time; 'Z' says UTC, not where the person was. */
const OFFSET_AT_END = /([+-])(\d{2}):?(\d{2})$/;

function offsetWritten(text: string | null | undefined): number | undefined {
  const match = text ? OFFSET_AT_END.exec(text.trim()) : null;
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function parseTime(ms: number | null | undefined, text: string | null | undefined): Date | undefined | null {
  // Nightscout's `date` is whole milliseconds; a fraction is no time a device writes.
  if (typeof ms === 'number') return Number.isInteger(ms) ? new Date(ms) : null;
  if (!text) return undefined;
  // '+0200' is not ISO 8601 extended form and Date.parse refuses it in some engines.
  const normalised = text.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(normalised);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The UTC instant and local offset of an item, from the first time field it carries: a number
 * of milliseconds wins over text, as Nightscout itself sorts and queries by `date`.
 */
export function instantOf(
  sources: { ms?: number | null; text?: string | null; utcOffset?: number | null; offsetText?: string | null },
  options: NightscoutMapOptions,
): Instant {
  const date = parseTime(sources.ms, sources.text);
  if (date === undefined) return { ok: false, message: NIGHTSCOUT_MESSAGES.timeMissing };
  if (date === null || Number.isNaN(date.getTime())) return { ok: false, message: NIGHTSCOUT_MESSAGES.timeInvalid };
  if (date.getTime() > options.now.getTime() + CLOCK_SKEW_TOLERANCE_MS) return { ok: false, message: NIGHTSCOUT_MESSAGES.timeInFuture };
  if (date.getTime() < Date.parse(EARLIEST_INSTANT)) return { ok: false, message: NIGHTSCOUT_MESSAGES.timeTooOld };
  const offset = offsetWritten(sources.offsetText ?? sources.text) ?? validOffset(sources.utcOffset) ?? options.offsetMinutesAt(date);
  return { ok: true, timestamp: date.toISOString(), timezoneOffsetMinutes: offset };
}

/** Real zones run from UTC-12 to UTC+14. */
function validOffset(minutes: number | null | undefined): number | undefined {
  return typeof minutes === 'number' && Number.isInteger(minutes) && Math.abs(minutes) <= 14 * 60 ? minutes : undefined;
}
