import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DailyView } from '@glyco/contracts';
import { dailyViewRoutes } from '@glyco/contracts/api-routes/daily-view';
import { apiClient } from '../../../lib/api-client';
import { logged } from '../../../lib/query-client';
import type { DateRange } from '../api/glucose-readings';

export function getDailyView(range: DateRange): Promise<DailyView> {
  return apiClient.call(dailyViewRoutes.day, { query: { startDate: range.start.toISOString(), endDate: range.end.toISOString() } });
}

/** A day's carbs, boluses and scheduled basal; refetched when a meal, dose or the profile changes. */
export const dailyViewQuery = (range: DateRange) =>
  queryOptions({
    queryKey: ['glucose', 'daily-view', range.start.toISOString(), range.end.toISOString()],
    queryFn: () => getDailyView(range).catch(logged('Failed to load the daily view')),
    placeholderData: keepPreviousData,
    meta: { reads: ['glucose', 'meals', 'insulin', 'profile'] },
  });
