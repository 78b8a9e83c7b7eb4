import { INSULIN_TYPES, MEAL_TYPES, type ReportOverview } from '@glyco/contracts';
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

/** The mean over the days that have something logged; null when none has. */
export function averagePerLoggedDay(dailyTotals: readonly { total: number }[]): number | null {
  const logged = dailyTotals.filter((day) => day.total > 0);
  return logged.length ? roundTo1(logged.reduce((sum, day) => sum + day.total, 0) / logged.length) : null;
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
