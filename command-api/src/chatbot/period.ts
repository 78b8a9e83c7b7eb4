/** A span of time named in a question, resolved against the sender's local calendar. */
export type PeriodName =
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'this-week' }
  | { kind: 'this-month' }
  | { kind: 'last-days'; days: number };

export interface Period {
  /** Inclusive ISO instants. */
  startDate: string;
  endDate: string;
  /** How the reply names it, with its local dates: "today (Nov 23)", "over the last 7 days (Nov 16 - Nov 23)". */
  label: string;
}

const DAY_MS = 86_400_000;
/** Longer spans are answered by the reports page, not a chat line. */
const MAX_DAYS = 366;

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14, thirty: 30, ninety: 90 };

/** The period a normalised message names, or undefined when it names none. */
export function parsePeriod(text: string): PeriodName | undefined {
  const lastDays = /\b(?:last|past|previous)\s+(\d{1,3}|[a-z]+)\s+days?\b/.exec(text);
  if (lastDays) {
    const days = Number(lastDays[1]) || NUMBER_WORDS[lastDays[1]!];
    if (days && days >= 1 && days <= MAX_DAYS) return { kind: 'last-days', days };
  }
  if (/\b(?:last|past|previous)\s+(?:week|7 days)\b/.test(text)) return { kind: 'last-days', days: 7 };
  if (/\b(?:last|past|previous)\s+(?:two|2)\s+weeks\b/.test(text)) return { kind: 'last-days', days: 14 };
  if (/\b(?:last|past|previous)\s+month\b/.test(text)) return { kind: 'last-days', days: 30 };
  if (/\byesterday\b/.test(text)) return { kind: 'yesterday' };
  if (/\b(?:today|so far today|this morning|tonight)\b/.test(text)) return { kind: 'today' };
  if (/\bthis\s+week\b/.test(text)) return { kind: 'this-week' };
  if (/\bthis\s+month\b/.test(text)) return { kind: 'this-month' };
  return undefined;
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 16 - Nov 23" in the sender's local dates; the years only when the span crosses one. */
function localDates(startMs: number, endMs: number, timezoneOffsetMinutes: number): string {
  const local = (epochMs: number) => new Date(epochMs + timezoneOffsetMinutes * 60_000);
  const [first, last] = [local(startMs), local(endMs)];
  const withYear = first.getUTCFullYear() !== last.getUTCFullYear();
  const day = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}${withYear ? `, ${date.getUTCFullYear()}` : ''}`;
  return day(first) === day(last) ? day(first) : `${day(first)} - ${day(last)}`;
}

/**
 * The instants a period covers (both included), up to now, named with its local dates. Local
 * days start at local midnight by the given offset (minutes east of UTC); a week starts on Monday
 * (ISO 8601).
 */
export function resolvePeriod(name: PeriodName, now: Date, timezoneOffsetMinutes = 0): Period {
  const offsetMs = timezoneOffsetMinutes * 60_000;
  const nowMs = now.getTime();
  const localNow = new Date(nowMs + offsetMs);
  const localMidnight = Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth(), localNow.getUTCDate()) - offsetMs;
  const named = (startMs: number, endMs: number, words: string): Period => ({
    startDate: iso(startMs), endDate: iso(endMs), label: `${words} (${localDates(startMs, endMs, timezoneOffsetMinutes)})`,
  });
  const upToNow = (startMs: number, words: string) => named(startMs, nowMs, words);
  switch (name.kind) {
    case 'today':
      return upToNow(localMidnight, 'today');
    case 'yesterday':
      return named(localMidnight - DAY_MS, localMidnight - 1, 'yesterday');
    case 'this-week': {
      const daysSinceMonday = (localNow.getUTCDay() + 6) % 7;
      return upToNow(localMidnight - daysSinceMonday * DAY_MS, 'this week');
    }
    case 'this-month':
      return upToNow(Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth(), 1) - offsetMs, 'this month');
    case 'last-days':
      return upToNow(nowMs - name.days * DAY_MS, name.days === 1 ? 'over the last day' : `over the last ${name.days} days`);
    default: {
      const unknown: never = name;
      throw new Error(`Unknown period ${JSON.stringify(unknown)}`);
    }
  }
}
