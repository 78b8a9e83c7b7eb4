import dayjs from 'dayjs';
import { completeDaysOf, DEFAULT_REPORT_DAYS, END_BEFORE_START, type CompleteDays } from '@glyco/contracts';

/** The period as the date inputs hold it: local calendar days, YYYY-MM-DD, both inclusive. */
export interface ReportDates {
  startDate: string;
  endDate: string;
}

export interface ReportRange {
  start: Date;
  end: Date;
}

const dateFormat = 'YYYY-MM-DD';
export const START_DATE_REQUIRED = 'Start date is required';
export const END_DATE_REQUIRED = 'End date is required';

/** SPEC §9: the last 7 days, today included. */
export function defaultReportDates(now: Date): ReportDates {
  const today = dayjs(now);
  return { startDate: today.subtract(DEFAULT_REPORT_DAYS - 1, 'day').format(dateFormat), endDate: today.format(dateFormat) };
}

/** Why the dates cannot be reported on, per field; empty when they can. */
export function reportDatesErrors(dates: ReportDates): Partial<Record<keyof ReportDates, string>> {
  const errors: Partial<Record<keyof ReportDates, string>> = {};
  if (!dayjs(dates.startDate, dateFormat).isValid() || !dates.startDate) errors.startDate = START_DATE_REQUIRED;
  if (!dayjs(dates.endDate, dateFormat).isValid() || !dates.endDate) errors.endDate = END_DATE_REQUIRED;
  if (!errors.startDate && !errors.endDate && dates.endDate < dates.startDate) errors.endDate = END_BEFORE_START;
  return errors;
}

/** From the first local millisecond of the start day to the last of the end day. */
export function reportRange(dates: ReportDates): ReportRange {
  return { start: dayjs(dates.startDate).startOf('day').toDate(), end: dayjs(dates.endDate).endOf('day').toDate() };
}

/** Local calendar days from start to end, inclusive. */
export function daysOf(dates: ReportDates): string[] {
  const days: string[] = [];
  const last = dayjs(dates.endDate);
  for (let day = dayjs(dates.startDate); !day.isAfter(last, 'day'); day = day.add(1, 'day')) days.push(day.format(dateFormat));
  return days;
}

/** The days of the period the per-day averages rest on: complete on the browser's clock (with its summer time). */
export function completeReportDays(range: ReportRange, now: Date): CompleteDays {
  return completeDaysOf(range, now, (at) => -new Date(at).getTimezoneOffset());
}

/** Today's local date, to show what it holds so far apart from the averages. */
export function localToday(now: Date): string {
  return dayjs(now).format(dateFormat);
}
