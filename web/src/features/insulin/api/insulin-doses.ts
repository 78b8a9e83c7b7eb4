import { API_ROUTES, type InsulinDose, type InsulinDoseList, type LogInsulinDoseInput, type Meal } from '@glyco/contracts';
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
  return apiClient.call(API_ROUTES.insulin.list, { query: { ...query, limit: dosePageSize } });
}

export function logInsulinDose(dose: LogInsulinDoseInput): Promise<InsulinDose> {
  return apiClient.call(API_ROUTES.insulin.log, { body: dose });
}

export function updateInsulinDose(id: string, dose: LogInsulinDoseInput): Promise<InsulinDose> {
  return apiClient.call(API_ROUTES.insulin.update, { params: { id }, body: dose });
}

export function deleteInsulinDose(id: string): Promise<void> {
  return apiClient.call(API_ROUTES.insulin.delete, { params: { id } });
}

export async function listRecentMeals(): Promise<Meal[]> {
  return (await apiClient.call(API_ROUTES.meals.list, { query: { page: 1, limit: recentMealLimit } })).meals;
}
