import type { CurrentGlucose, GlucoseReading, InsulinDose, InsulinDoseList, Meal, MealList } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export interface DashboardData {
  /** The newest reading, its trend, and the figures of the window the server names. */
  current: CurrentGlucose | null;
  /** Newest first: the latest list and the chart, never the figures. */
  readings: GlucoseReading[];
  meals: Meal[];
  doses: InsulinDose[];
}

/** SPEC §7's glucose (limit 50), meals (limit 10) and insulin (limit 10), and the current glucose, in parallel. */
export async function getDashboardData(): Promise<DashboardData> {
  const [current, readings, mealList, doseList] = await Promise.all([
    apiClient.get<CurrentGlucose>('/glucose/current'),
    apiClient.get<GlucoseReading[]>('/glucose', { limit: 50 }),
    apiClient.get<MealList>('/meals', { page: 1, limit: 10 }),
    apiClient.get<InsulinDoseList>('/insulin', { page: 1, limit: 10 }),
  ]);
  return { current, readings, meals: mealList.meals, doses: doseList.doses };
}
