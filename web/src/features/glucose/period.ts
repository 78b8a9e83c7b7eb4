import dayjs from 'dayjs';
import type { DateRange } from './api/glucose-readings';
import { bucketCaption } from '../../lib/glucose/glucose-trace';
import { windowCaption } from '../../lib/glucose/window-caption';

export const viewPeriods = ['daily', 'weekly', 'monthly'] as const;
export type ViewPeriod = (typeof viewPeriods)[number];

export const periodLabels: Record<ViewPeriod, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** SPEC §4: each step moves the view by 1, 7 or 30 days. */
export const periodDays: Record<ViewPeriod, number> = { daily: 1, weekly: 7, monthly: 30 };

export const dateInputFormat = 'YYYY-MM-DD';

export function todayDate(): string {
  return dayjs().format(dateInputFormat);
}

/** The local days of the period that ends on the chosen date, from start of day to end of day. */
export function periodRange(endDate: string, period: ViewPeriod): DateRange {
  const end = dayjs(endDate).endOf('day');
  const start = end.subtract(periodDays[period] - 1, 'day').startOf('day');
  return { start: start.toDate(), end: end.toDate() };
}

export function stepDate(date: string, period: ViewPeriod, direction: -1 | 1): string {
  return dayjs(date).add(direction * periodDays[period], 'day').format(dateInputFormat);
}

export function canStepForward(date: string, period: ViewPeriod, today: string = todayDate()): boolean {
  return stepDate(date, period, 1) <= today;
}

/**
 * What the trend chart draws: the period's days and, when the API capped the list, how many of its
 * readings; for a trace, that each point is the mean and range of `bucketMinutes`.
 */
export function trendCaption(range: DateRange, drawn: number, total: number | undefined, bucketMinutes?: number): string {
  const days = windowCaption({ start: range.start.toISOString(), end: new Date(range.end.getTime() + 1).toISOString() });
  if (bucketMinutes !== undefined) return `${days} · ${drawn.toLocaleString('en-US')} ${drawn === 1 ? 'reading' : 'readings'}, mean and range of ${bucketCaption(bucketMinutes)}`;
  if (total !== undefined && total > drawn) return `${days} · the newest ${drawn.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} readings`;
  return `${days} · ${drawn.toLocaleString('en-US')} ${drawn === 1 ? 'reading' : 'readings'}`;
}
