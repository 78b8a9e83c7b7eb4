import { DAY_MS, LIMITS, type CurrentGlucose, type GlucoseReading, type InsulinDose, type Meal } from '@glyco/contracts';
import { glucoseRoutes } from '@glyco/contracts/api-routes/glucose';
import { insulinRoutes } from '@glyco/contracts/api-routes/insulin';
import { mealRoutes } from '@glyco/contracts/api-routes/meals';
import { apiClient } from '../../../lib/api-client';

export interface DashboardData {
  /** The newest reading, its trend, and the figures of the window the server names. */
  current: CurrentGlucose | null;
  /** Newest first: the latest list and the chart, never the figures. */
  readings: GlucoseReading[];
  /** Every reading of the last 24 hours, newest first: the chart of a person wearing a sensor. */
  lastDay: { readings: GlucoseReading[]; start: Date; end: Date };
  meals: Meal[];
  doses: InsulinDose[];
}

/** SPEC §7's glucose (limit 50), meals (limit 10) and insulin (limit 10), the current glucose and the last 24 hours, in parallel. */
export async function getDashboardData(now = new Date()): Promise<DashboardData> {
  const start = new Date(now.getTime() - DAY_MS);
  const [current, readings, mealList, doseList, lastDay] = await Promise.all([
    apiClient.call(glucoseRoutes.current),
    apiClient.call(glucoseRoutes.list, { query: { limit: 50 } }),
    apiClient.call(mealRoutes.list, { query: { page: 1, limit: 10 } }),
    apiClient.call(insulinRoutes.list, { query: { page: 1, limit: 10 } }),
    apiClient.call(glucoseRoutes.list, { query: { startDate: start.toISOString(), endDate: now.toISOString(), limit: LIMITS.glucoseListMax } }),
  ]);
  return { current, readings, lastDay: { readings: lastDay, start, end: now }, meals: mealList.meals, doses: doseList.doses };
}
