import dayjs from 'dayjs';

export const periodDayOptions = [7, 14, 30, 90] as const;
export type PeriodDays = (typeof periodDayOptions)[number];
export const defaultPeriodDays: PeriodDays = 14;

export interface PeriodRange {
  start: Date;
  end: Date;
}

/** The last `days` local days, today included, from start of day to end of day. */
export function lastDays(days: PeriodDays, now: Date = new Date()): PeriodRange {
  const end = dayjs(now).endOf('day');
  return { start: end.subtract(days - 1, 'day').startOf('day').toDate(), end: end.toDate() };
}

export function periodQuery(range: PeriodRange) {
  return { startDate: range.start.toISOString(), endDate: range.end.toISOString() };
}
