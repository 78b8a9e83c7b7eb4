import { TRACE_BUCKETS_MAX, type GlucoseTrace, type InsulinDose, type Meal } from '@glyco/contracts';
import { insulinRoutes } from '@glyco/contracts/api-routes/insulin';
import { mealRoutes } from '@glyco/contracts/api-routes/meals';
import { apiClient } from '../../../lib/api-client';
import { getGlucoseTrace } from '../../../lib/glucose/glucose-trace';
import type { DateRange } from './glucose-readings';

/** Each day's chart gets about one point per 15 minutes, fewer on a long period. */
const BUCKETS_PER_DAY = 96;
/** More meals or doses than anyone logs in a month. */
const EVENTS_LIMIT = 2000;

export interface DayByDayData {
  trace: GlucoseTrace;
  meals: Meal[];
  doses: InsulinDose[];
}

export async function getDayByDay(range: DateRange, days: number): Promise<DayByDayData> {
  const query = { startDate: range.start.toISOString(), endDate: range.end.toISOString(), page: 1, limit: EVENTS_LIMIT };
  const [trace, meals, doses] = await Promise.all([
    getGlucoseTrace(range, Math.min(TRACE_BUCKETS_MAX, days * BUCKETS_PER_DAY)),
    apiClient.call(mealRoutes.list, { query }),
    apiClient.call(insulinRoutes.list, { query }),
  ]);
  return { trace, meals: meals.meals, doses: doses.doses };
}
