import type { DailyTreatment, InsulinDose, Meal } from '@glyco/contracts';
import { insulinRoutes } from '@glyco/contracts/api-routes/insulin';
import { mealRoutes } from '@glyco/contracts/api-routes/meals';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';

/** Where a marker's record opens: its page, with the record to edit in the navigation state. */
export interface RecordToOpen {
  path: string;
  state: { editMeal: Meal } | { editDose: InsulinDose } | null;
}

/** The full record behind a marker, asked for at its exact time; null when it is gone. */
export async function recordToOpen(treatment: DailyTreatment): Promise<RecordToOpen> {
  const query = { startDate: treatment.at, endDate: treatment.at, page: 1, limit: 50 };
  if (treatment.kind === 'meal') {
    const { meals } = await apiClient.call(mealRoutes.list, { query });
    const meal = meals.find((candidate) => candidate._id === treatment.id);
    return { path: paths.meals, state: meal ? { editMeal: meal } : null };
  }
  const { doses } = await apiClient.call(insulinRoutes.list, { query });
  const dose = doses.find((candidate) => candidate._id === treatment.id);
  return { path: paths.insulin, state: dose ? { editDose: dose } : null };
}
