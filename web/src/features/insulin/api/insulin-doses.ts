import type { InsulinDose, InsulinDoseList, LogInsulinDoseInput, Meal, MealList } from '@glyco/contracts';
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
  return apiClient.get<InsulinDoseList>('/insulin', { ...query, limit: dosePageSize });
}

export function logInsulinDose(dose: LogInsulinDoseInput): Promise<InsulinDose> {
  return apiClient.create<InsulinDose>('/insulin', dose);
}

export function updateInsulinDose(id: string, dose: LogInsulinDoseInput): Promise<InsulinDose> {
  return apiClient.put<InsulinDose>(`/insulin/${encodeURIComponent(id)}`, dose);
}

export function deleteInsulinDose(id: string): Promise<void> {
  return apiClient.delete(`/insulin/${encodeURIComponent(id)}`);
}

export async function listRecentMeals(): Promise<Meal[]> {
  return (await apiClient.get<MealList>('/meals', { page: 1, limit: recentMealLimit })).meals;
}
