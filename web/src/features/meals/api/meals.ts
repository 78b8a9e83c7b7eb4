import type { LogMealInput, Meal, MealList, MealSuggestionList } from '@glyco/contracts';
import { mealRoutes } from '@glyco/contracts/api-routes/meals';
import { apiClient } from '../../../lib/api-client';

/** SPEC §9: meals are listed ten a page. */
export const mealPageSize = 10;

export interface MealListQuery {
  page: number;
  search: string;
  /** '' lists every meal type. */
  mealType: string;
}

export function listMeals(query: MealListQuery, limit: number = mealPageSize): Promise<MealList> {
  return apiClient.call(mealRoutes.list, { query: { page: query.page, limit, search: query.search.trim(), mealType: query.mealType } });
}

export function logMeal(meal: LogMealInput): Promise<Meal> {
  return apiClient.call(mealRoutes.log, { body: meal });
}

export function updateMeal(id: string, meal: LogMealInput): Promise<Meal> {
  return apiClient.call(mealRoutes.update, { params: { id }, body: meal });
}

export function deleteMeal(id: string): Promise<void> {
  return apiClient.call(mealRoutes.delete, { params: { id } });
}

/** Meals the person often eats around this hour of their local day. */
export function getMealSuggestions(now: Date = new Date()): Promise<MealSuggestionList> {
  return apiClient.call(mealRoutes.suggestions, {
    query: {
      hour: now.getHours(),
      // Minutes east of UTC, the opposite sign of getTimezoneOffset.
      tzOffset: -now.getTimezoneOffset(),
    },
  });
}
