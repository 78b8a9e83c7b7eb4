import { useEffect, useState } from 'react';
import { getDayByDay, type DayByDayData } from './api/day-by-day';
import type { DateRange } from './api/glucose-readings';

export type DayByDayState = { status: 'loading' } | { status: 'loaded'; data: DayByDayData } | { status: 'error' };

/** The period's trace, meals and doses for the day-by-day charts, fetched again whenever `refresh` changes. */
export function useDayByDay(range: DateRange, days: number, refresh: number): DayByDayState {
  const [state, setState] = useState<DayByDayState>({ status: 'loading' });
  const start = range.start.getTime();
  const end = range.end.getTime();

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getDayByDay({ start: new Date(start), end: new Date(end) }, days).then(
      (data) => current && setState({ status: 'loaded', data }),
      (error: unknown) => {
        console.error('Failed to load the day-by-day charts', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [start, end, days, refresh]);

  return state;
}
