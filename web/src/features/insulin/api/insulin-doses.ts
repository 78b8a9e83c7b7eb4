import type { InsulinDose, InsulinDoseList, LogInsulinDoseInput, Meal } from '@glyco/contracts';
import { insulinRoutes } from '@glyco/contracts/api-routes/insulin';
import { mealRoutes } from '@glyco/contracts/api-routes/meals';
import { apiClient } from '../../../lib/api-client';

/** SPEC §9: doses are listed ten a page. */
export const dosePageSize = 10;

/** The related-meal picker offers the user's most recent meals. */
export const recentMealLimit = 20;

export interface DoseListQuery {
  page: number;
  search: string;
  /** An insulin type, or '' for all. */
  type: string;
}

export function listInsulinDoses(query: DoseListQuery): Promise<InsulinDoseList> {
  return apiClient.call(insulinRoutes.list, { query: { ...query, limit: dosePageSize } });
}

export function logInsulinDose(dose: LogInsulinDoseInput): Promise<InsulinDose> {
  return apiClient.call(insulinRoutes.log, { body: dose });
}

export function updateInsulinDose(id: string, dose: LogInsulinDoseInput): Promise<InsulinDose> {
  return apiClient.call(insulinRoutes.update, { params: { id }, body: dose });
}

export function deleteInsulinDose(id: string): Promise<void> {
  return apiClient.call(insulinRoutes.delete, { params: { id } });
}

export async function listRecentMeals(): Promise<Meal[]> {
  return (await apiClient.call(mealRoutes.list, { query: { page: 1, limit: recentMealLimit } })).meals;
}
