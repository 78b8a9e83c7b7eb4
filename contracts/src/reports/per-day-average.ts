import { DAY_MS, epochMsOf, localDateOf, MINUTE_MS } from '../glucose-metrics/sample';

/**
 * The rule of every per-day average (insulin, carbs, readings): a day counts when it is complete, a
 * whole local day inside the window and already over. Today so far, and the part of the window's
 * first day before it starts, are not averaged: half a day would lower the figure (14 calendar days
 * ending today at noon hold 13 nights of 20 U, which read 18.6 U/day). Their records stay out of the average
 * too, and are shown apart where they matter. Days with nothing logged inside count as 0.
 */
export interface CompleteDays {
  /** YYYY-MM-DD of each complete local day, oldest first. */
  dates: string[];
}

export interface PerDayAverage {
  /** The mean over the complete days; null when the window holds none. */
  average: number | null;
  days: number;
}

/** Minutes east of UTC: fixed, or the clock's offset at an instant (a browser's zone, with its summer time). */
export type ClockOffset = number | ((epochMs: number) => number);

const offsetMsAt = (offset: ClockOffset, epochMs: number) => (typeof offset === 'number' ? offset : offset(epochMs)) * MINUTE_MS;

/** The instant a local date (given as its UTC midnight) starts on the clock. */
function localMidnight(dateMs: number, offset: ClockOffset): number {
  return dateMs - offsetMsAt(offset, dateMs - offsetMsAt(offset, dateMs));
}

/** The local days wholly inside the inclusive window and over by `now`, on the clock `offset` gives. */
export function completeDaysOf(window: { start: Date | string | number; end: Date | string | number }, now: Date | string | number, offset: ClockOffset): CompleteDays {
  const [start, end, over] = [epochMsOf(window.start), epochMsOf(window.end), epochMsOf(now)];
  if (![start, end, over].every(Number.isFinite)) throw new RangeError('a window and a time are needed to find its complete days');
  const last = Math.min(end + 1, over);
  const dates: string[] = [];
  for (let day = Math.floor((start + offsetMsAt(offset, start)) / DAY_MS) * DAY_MS; localMidnight(day + DAY_MS, offset) <= last; day += DAY_MS) {
    if (localMidnight(day, offset) >= start) dates.push(localDateOf(day, 0));
  }
  return { dates };
}

/** A total of the complete days (and of them only) divided by how many there are. */
export function averageOverCompleteDays(total: number, days: CompleteDays): PerDayAverage {
  return { average: days.dates.length ? total / days.dates.length : null, days: days.dates.length };
}

/** The amounts dated on complete days, summed and divided by how many there are; other dates are left out. */
export function averagePerCompleteDay(amounts: readonly { date: string; amount: number }[], days: CompleteDays): PerDayAverage {
  const counted = new Set(days.dates);
  return averageOverCompleteDays(amounts.reduce((sum, { date, amount }) => (counted.has(date) ? sum + amount : sum), 0), days);
}

/** The inclusive instants the complete days run between, on a fixed clock, to sum a store over; null without one. */
export function completeDaysSpan(days: CompleteDays, timezoneOffsetMinutes: number): { startDate: string; endDate: string } | null {
  const [first, last] = [days.dates[0], days.dates.at(-1)];
  if (first === undefined || last === undefined) return null;
  const midnight = (date: string) => Date.parse(`${date}T00:00:00.000Z`) - timezoneOffsetMinutes * MINUTE_MS;
  return { startDate: new Date(midnight(first)).toISOString(), endDate: new Date(midnight(last) + DAY_MS - 1).toISOString() };
}

/** What a per-day average rests on, said beside it: "average over 13 complete days". */
export function perDayAverageCaption(days: number): string {
  if (days === 0) return 'no complete day in this period yet';
  return `average over ${days} complete ${days === 1 ? 'day' : 'days'}`;
}
