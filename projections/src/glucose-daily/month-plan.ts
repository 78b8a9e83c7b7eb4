import { DAY_MS } from '@glyco/contracts';

/** Local dates, both inclusive; a null bound is open. */
export interface DateSpan {
  from: string | null;
  to: string | null;
}

export interface RollupPlan {
  /** Calendar months read from glucose_monthly, by their first day: `from` <= month < `before`; null when none lies wholly inside. */
  months: { from: string | null; before: string | null } | null;
  /** The days before and after those months, read from glucose_daily. */
  days: DateSpan[];
}

const dateOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);
const epochOf = (date: string) => Date.parse(`${date}T00:00:00.000Z`);
const isFirstOfMonth = (date: string) => date.endsWith('-01');
const dayBefore = (date: string) => dateOf(epochOf(date) - DAY_MS);
const dayAfter = (date: string) => dateOf(epochOf(date) + DAY_MS);

/** The first day of a date's month. */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

function nextMonth(date: string): string {
  const day = new Date(epochOf(monthOf(date)));
  day.setUTCMonth(day.getUTCMonth() + 1);
  return dateOf(day.getTime());
}

/**
 * Whole local days split into the calendar months wholly inside them (one rolled-up row each)
 * and the days left at either end, so a year reads about 12 month rows and a month of day rows.
 */
export function planRollup(span: DateSpan): RollupPlan {
  const firstMonth = span.from === null || isFirstOfMonth(span.from) ? span.from : nextMonth(span.from);
  const monthsBefore = span.to === null ? null : isFirstOfMonth(dayAfter(span.to)) ? dayAfter(span.to) : monthOf(span.to);
  if (firstMonth !== null && monthsBefore !== null && firstMonth >= monthsBefore) return { months: null, days: [span] };
  const days: DateSpan[] = [];
  if (span.from !== null && span.from < firstMonth!) days.push({ from: span.from, to: dayBefore(firstMonth!) });
  if (span.to !== null && monthsBefore! <= span.to) days.push({ from: monthsBefore, to: span.to });
  return { months: { from: firstMonth, before: monthsBefore }, days };
}
