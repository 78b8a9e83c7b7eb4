import type { GlucoseReading, InsulinDose, InsulinDoseList, Meal, MealList } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export interface DashboardData {
  /** Newest first. */
  readings: GlucoseReading[];
  meals: Meal[];
  doses: InsulinDose[];
}

/** SPEC §7: glucose (limit 50), meals (limit 10) and insulin (limit 10), in parallel. */
export async function getDashboardData(): Promise<DashboardData> {
  const [readings, mealList, doseList] = await Promise.all([
    apiClient.get<GlucoseReading[]>('/glucose', { limit: 50 }),
    apiClient.get<MealList>('/meals', { page: 1, limit: 10 }),
    apiClient.get<InsulinDoseList>('/insulin', { page: 1, limit: 10 }),
  ]);
  return { readings, meals: mealList.meals, doses: doseList.doses };
}
