import { averagePerCompleteDay, INSULIN_TYPES, MEAL_TYPES, perDayAverageCaption, type CompleteDays, type ReportOverview } from '@glyco/contracts';
import type { StackKey, StackedDay } from '../../components/charts/stacked-daily-bars';

export const insulinStackKeys: StackKey[] = [
  { key: 'Basal', label: 'Basal', colour: '#0369a1' },
  { key: 'Bolus', label: 'Bolus', colour: '#0d9488' },
  { key: 'Correction', label: 'Correction', colour: '#d97706' },
  { key: 'Mixed', label: 'Mixed', colour: '#7c3aed' },
] satisfies (StackKey & { key: (typeof INSULIN_TYPES)[number] })[];

export const mealStackKeys: StackKey[] = [
  { key: 'Breakfast', label: 'Breakfast', colour: '#d97706' },
  { key: 'Lunch', label: 'Lunch', colour: '#0d9488' },
  { key: 'Dinner', label: 'Dinner', colour: '#0369a1' },
  { key: 'Snack', label: 'Snack', colour: '#db2777' },
] satisfies (StackKey & { key: (typeof MEAL_TYPES)[number] })[];

interface DayTotals {
  date: string;
  values: Readonly<Record<string, number>>;
}

/** Every day of the period in order, with 0 for the days and kinds that have nothing logged. */
export function fillDays(days: readonly string[], totals: readonly DayTotals[], keys: readonly StackKey[]): StackedDay[] {
  const byDate = new Map(totals.map((day) => [day.date, day.values]));
  return days.map((date) => {
    const logged = byDate.get(date) ?? {};
    const values = Object.fromEntries(keys.map(({ key }) => [key, logged[key] ?? 0]));
    return { date, values };
  });
}

export function insulinDays(days: readonly string[], overview: ReportOverview): StackedDay[] {
  const totals = (overview.insulinStats.dailyTotals ?? []).map((day) => ({ date: day.date, values: day.byType }));
  return fillDays(days, totals, insulinStackKeys);
}

export function mealDays(days: readonly string[], overview: ReportOverview): StackedDay[] {
  const totals = (overview.mealStats.dailyCarbs ?? []).map((day) => ({ date: day.date, values: day.byMealType }));
  return fillDays(days, totals, mealStackKeys);
}

const roundTo1 = (value: number) => Math.round(value * 10) / 10;

/** The sum of each kind over the period. */
export function totalsByKey(days: readonly StackedDay[], keys: readonly StackKey[]): Record<string, number> {
  return Object.fromEntries(keys.map(({ key }) => [key, roundTo1(days.reduce((sum, day) => sum + (day.values[key] ?? 0), 0))]));
}

/** What a page's per-day figures need: the complete days of the period and today's date. */
export interface PerDayDays {
  complete: CompleteDays;
  today: string;
}

export interface PerDayFigure {
  /** Rounded to 0.1; null without a complete day. */
  average: number | null;
  /** "average over 13 complete days". */
  caption: string;
}

/** A per-day average by contracts' rule: over the complete days only, today so far left out. */
export function perDayFigure(dailyTotals: readonly { date: string; total: number }[], days: CompleteDays): PerDayFigure {
  const { average } = averagePerCompleteDay(dailyTotals.map(({ date, total }) => ({ date, amount: total })), days);
  return { average: average === null ? null : roundTo1(average), caption: perDayAverageCaption(days.dates.length) };
}

/** What today holds so far, shown apart from the average; null when today is not in the period. */
export function todaySoFar(days: readonly StackedDay[], today: string): number | null {
  const day = days.find((each) => each.date === today);
  return day ? roundTo1(Object.values(day.values).reduce((sum, value) => sum + value, 0)) : null;
}

/** A sentence per chart for screen readers: the totals of each kind and the busiest day. */
export function describeStacks(days: readonly StackedDay[], keys: readonly StackKey[], unit: string, what: string): string {
  const totals = totalsByKey(days, keys);
  const dayTotal = (day: StackedDay) => Object.values(day.values).reduce((sum, value) => sum + value, 0);
  const busiest = [...days].sort((a, b) => dayTotal(b) - dayTotal(a))[0];
  if (!busiest || dayTotal(busiest) === 0) return `No ${what} logged in this period.`;
  const parts = keys.map(({ key, label }) => `${label} ${totals[key]} ${unit}`).join(', ');
  return `${what} over ${days.length} days: ${parts}. Highest day ${busiest.date} with ${roundTo1(dayTotal(busiest))} ${unit}.`;
}
