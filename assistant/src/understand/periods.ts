import * as chrono from 'chrono-node';
import { DAY_MS, MINUTE_MS } from '@glyco/contracts';

/** A span of time a reply speaks about. */
export interface Period {
  /** Inclusive ISO instants. */
  startDate: string;
  endDate: string;
  /** How the reply names it, with its local dates: "today (Nov 23)", "over the last 7 days (Nov 16 - Nov 23)". */
  label: string;
}

/** Where and when the question was asked: days are the sender's local days. */
export interface AskedAt {
  now: Date;
  /** Minutes east of UTC, as the web client sends; UTC when absent. */
  timezoneOffsetMinutes?: number;
}

const HOUR_MS = 60 * MINUTE_MS;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Local hours of the parts of a day people name; night runs into the next morning. */
const PARTS_OF_DAY = { morning: [6, 12], afternoon: [12, 17], evening: [17, 22], night: [22, 30] } as const;
type PartOfDay = keyof typeof PARTS_OF_DAY;

const iso = (epochMs: number) => new Date(epochMs).toISOString();
const offsetMsOf = (asked: AskedAt) => (asked.timezoneOffsetMinutes ?? 0) * MINUTE_MS;

/** "Nov 16 - Nov 23" in the sender's local dates; the years only when the span crosses one. */
function localDates(startMs: number, endMs: number, offsetMs: number): string {
  const [first, last] = [new Date(startMs + offsetMs), new Date(endMs + offsetMs)];
  const withYear = first.getUTCFullYear() !== last.getUTCFullYear();
  const day = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}${withYear ? `, ${date.getUTCFullYear()}` : ''}`;
  return day(first) === day(last) ? day(first) : `${day(first)} - ${day(last)}`;
}

/** The period from `startMs` to `endMs` (both included, the end no later than now), named in words and local dates. */
function named(startMs: number, endMs: number, words: string, asked: AskedAt): Period {
  const end = Math.min(endMs, asked.now.getTime());
  const start = Math.min(startMs, end);
  return { startDate: iso(start), endDate: iso(end), label: `${words} (${localDates(start, end, offsetMsOf(asked))})` };
}

/** Local midnight of a local calendar date, as an instant. */
function localMidnight(year: number, month: number, day: number, asked: AskedAt): number {
  return Date.UTC(year, month - 1, day) - offsetMsOf(asked);
}

function localToday(asked: AskedAt): { year: number; month: number; day: number; weekday: number } {
  const local = new Date(asked.now.getTime() + offsetMsOf(asked));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), weekday: local.getUTCDay() };
}

export function today(asked: AskedAt): Period {
  const { year, month, day } = localToday(asked);
  return named(localMidnight(year, month, day, asked), asked.now.getTime(), 'today', asked);
}

/** A rolling window ending now: "over the last 7 days". */
export function lastDays(days: number, asked: AskedAt): Period {
  return named(asked.now.getTime() - days * DAY_MS, asked.now.getTime(), days === 1 ? 'over the last day' : `over the last ${days} days`, asked);
}

/** This week from Monday (ISO 8601) to now. */
export function thisWeek(asked: AskedAt): Period {
  const { year, month, day, weekday } = localToday(asked);
  return named(localMidnight(year, month, day, asked) - ((weekday + 6) % 7) * DAY_MS, asked.now.getTime(), 'this week', asked);
}

/** The span of the same length just before a period: what "better than last week?" compares with. */
export function periodBefore(period: Period, asked: AskedAt): Period {
  const start = Date.parse(period.startDate);
  const length = Date.parse(period.endDate) - start;
  const days = Math.max(1, Math.round(length / DAY_MS));
  return named(start - length - 1, start - 1, days === 1 ? 'on the day before' : `in the ${days} days before`, asked);
}

function partOfDayIn(result: chrono.ParsedResult): PartOfDay | undefined {
  const parts = Object.keys(PARTS_OF_DAY) as PartOfDay[];
  const tags = [...result.start.tags()];
  // The words first: chrono tags "night" as evening.
  const said = parts.find((part) => result.text.includes(part)) ?? (result.text.includes('tonight') ? 'night' : undefined);
  return said ?? parts.find((part) => tags.includes(`casualReference/${part}`));
}

/** One local day, or the part of it the question names. */
function dayPeriod(result: chrono.ParsedResult, asked: AskedAt, words: string): Period {
  const { start } = result;
  let midnight = localMidnight(start.get('year')!, start.get('month')!, start.get('day')!, asked);
  // "on friday" asked on a Monday means the last one, never the coming one.
  if (midnight > asked.now.getTime()) midnight -= 7 * DAY_MS;
  const part = partOfDayIn(result);
  if (!part) return named(midnight, midnight + DAY_MS - 1, words, asked);
  const [from, to] = PARTS_OF_DAY[part];
  // "at night" asked in the afternoon means last night.
  if (midnight + from * HOUR_MS > asked.now.getTime()) midnight -= DAY_MS;
  const { year, month, day } = localToday(asked);
  const spoken = BARE_PART_OF_DAY.test(words) ? partOfDayInWords(part, midnight === localMidnight(year, month, day, asked)) : words;
  return named(midnight + from * HOUR_MS, midnight + to * HOUR_MS - 1, spoken, asked);
}

/** "in the morning", "at night": a part of a day the message does not name, spoken with its day. */
const BARE_PART_OF_DAY = /^(?:in the |at |the |during the )?(?:morning|afternoon|evening|night)$/;
function partOfDayInWords(part: PartOfDay, today: boolean): string {
  if (part === 'night') return today ? 'tonight' : 'last night';
  return today ? `this ${part}` : `yesterday ${part}`;
}

function monthPeriod(result: chrono.ParsedResult, asked: AskedAt, words: string): Period {
  const month = result.start.get('month')!;
  const now = localToday(asked);
  const year = result.start.isCertain('year') ? result.start.get('year')! : month > now.month ? now.year - 1 : now.year;
  const start = localMidnight(year, month, 1, asked);
  const end = month === 12 ? localMidnight(year + 1, 1, 1, asked) : localMidnight(year, month + 1, 1, asked);
  // "this month" keeps its words; a month named ("november", "in Nov") is spoken as "in November".
  const thisMonth = month === now.month && year === now.year && /\b(?:this|current)\b/.test(words);
  return named(start, end - 1, thisMonth ? words : `in ${MONTH_NAMES[month - 1]}`, asked);
}

function weekendPeriod(result: chrono.ParsedResult, asked: AskedAt, words: string): Period {
  const { start } = result;
  let sunday = localMidnight(start.get('year')!, start.get('month')!, start.get('day')!, asked) + (start.get('weekday') === 6 ? DAY_MS : 0);
  if (sunday - DAY_MS > asked.now.getTime()) sunday -= 7 * DAY_MS;
  return named(sunday - DAY_MS, sunday + DAY_MS - 1, words, asked);
}

/** "last month" is the previous calendar month, all of it, spoken by its name: "in October (Oct 1 - Oct 31)". */
export function previousMonth(asked: AskedAt): Period {
  const { year, month } = localToday(asked);
  const [previousYear, previous] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return named(localMidnight(previousYear, previous, 1, asked), localMidnight(year, month, 1, asked) - 1, `in ${MONTH_NAMES[previous - 1]}`, asked);
}

/** "last month" and "the previous month" name a calendar month; "the last month" and "the past month" the 30 days to now. */
function isCalendarMonthBefore(words: string, before: string): boolean {
  return /^(?:last|previous) month$/.test(words) && !/\bthe\s*$/.test(before);
}

function rollingPeriod(result: chrono.ParsedResult, asked: AskedAt): Period {
  const startMs = result.start.date().getTime();
  const hours = Math.round((asked.now.getTime() - startMs) / HOUR_MS);
  const days = Math.max(1, Math.round(hours / 24));
  if (hours < 24) return named(startMs, asked.now.getTime(), hours <= 1 ? 'over the last hour' : `over the last ${hours} hours`, asked);
  return named(startMs, asked.now.getTime(), days === 1 ? 'over the last day' : `over the last ${days} days`, asked);
}

function periodOf(result: chrono.ParsedResult, text: string, asked: AskedAt): Period {
  const words = result.text.replace(/^(?:on|in|during|for)\s+/, '');
  const { start } = result;
  if (isCalendarMonthBefore(words, text.slice(0, result.index))) return previousMonth(asked);
  if ([...start.tags()].includes('result/relativeDate')) return rollingPeriod(result, asked);
  if (/weekend/.test(words)) return weekendPeriod(result, asked, words);
  if (words === 'this week') return thisWeek(asked);
  if (words === 'this year') return named(localMidnight(localToday(asked).year, 1, 1, asked), asked.now.getTime(), words, asked);
  if (start.isCertain('month') && !start.isCertain('day')) return monthPeriod(result, asked, words);
  const onDay = start.isCertain('weekday') && !start.isCertain('day') ? `on ${words}` : /^\w{3,9} \d/.test(words) ? `on ${words}` : words;
  const day = dayPeriod(result, asked, onDay);
  if (/\b(?:since|from)\s*$/.test(text.slice(0, result.index))) return named(Date.parse(day.startDate), asked.now.getTime(), `since ${words}`, asked);
  return day;
}

/** "how was my week": a week, month or day named without a date. */
function bareSpan(text: string, asked: AskedAt): Period | undefined {
  if (/\bprevious month\b/.test(text)) return previousMonth(asked);
  const span = /\b(?:my|the|this|a|past|last) (week|month|day)\b/.exec(text)?.[1];
  if (span === 'week') return lastDays(7, asked);
  if (span === 'month') return lastDays(30, asked);
  if (span === 'day') return today(asked);
  return undefined;
}

/**
 * The earlier period a comparison names after its own ("November against October", "this month vs
 * last month"), if it ends before `period` starts; otherwise the comparison is with the span before.
 */
export function findComparedPeriod(text: string, asked: AskedAt, period: Period): Period | undefined {
  const parts = text.split(/\s+(?:than|vs\.?|versus|against|compared to|compared with|with|to|and)\s+/);
  if (parts.length < 2) return undefined;
  const other = findPeriod(parts[parts.length - 1]!, asked);
  return other && Date.parse(other.endDate) < Date.parse(period.startDate) ? other : undefined;
}

/** "Better than last month?": this month so far against the whole of the previous calendar month. */
export function thisMonthAgainstLast(text: string, asked: AskedAt): { period: Period; against: Period } | undefined {
  if (!/\b(?:than|to|with|vs\.?|versus|against) (?:the )?(?:last|previous) month\b/.test(text)) return undefined;
  const { year, month } = localToday(asked);
  return { period: named(localMidnight(year, month, 1, asked), asked.now.getTime(), 'this month', asked), against: previousMonth(asked) };
}

/** "2 hours after lunch", "30 minutes after breakfast": a time after a meal, not a period. */
const OFFSET_FROM_AN_EVENT = /\b(?:after|before|post|later)$/;

/** The period a message names ("since monday", "last weekend", "in october", "yesterday evening", "the past 3 days"), if any. */
export function findPeriod(text: string, asked: AskedAt): Period | undefined {
  const reference = { instant: asked.now, timezone: asked.timezoneOffsetMinutes ?? 0 };
  const result = chrono.parse(text, reference, { forwardDate: false }).find((each) => !OFFSET_FROM_AN_EVENT.test(each.text));
  if (!result) return bareSpan(text, asked);
  if (!result.end) return periodOf(result, text, asked);
  // "from Nov 3 to Nov 10" is a span; "this month to last month" compares this month with another.
  const [first] = chrono.parse(result.text.split(/\s+(?:to|vs\.?|versus|and|-|until|till)\s+/)[0]!, reference, { forwardDate: false });
  if (!result.start.isCertain('day') || !result.end.isCertain('day')) return periodOf(first ?? result, text, asked);
  const last = dayPeriod({ ...result, start: result.end } as chrono.ParsedResult, asked, '');
  return named(Date.parse(dayPeriod(result, asked, '').startDate), Date.parse(last.endDate), result.text, asked);
}
