import { useQuery } from '@tanstack/react-query';
import type { DayByDayData } from './api/day-by-day';
import type { DateRange } from './api/glucose-readings';
import { dayByDayQuery } from './queries';

export type DayByDayState = { status: 'loading' } | { status: 'loaded'; data: DayByDayData } | { status: 'error' };

/** The period's trace, meals and doses for the day-by-day charts. */
export function useDayByDay(range: DateRange, days: number): DayByDayState {
  const { data, isError } = useQuery(dayByDayQuery(range, days));
  if (data) return { status: 'loaded', data };
  return isError ? { status: 'error' } : { status: 'loading' };
}
