import { API_ROUTES, type LogMealInput, type Meal, type MealList, type MealSuggestionList } from '@glyco/contracts';
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
  return apiClient.call(API_ROUTES.meals.list, { query: { page: query.page, limit, search: query.search.trim(), mealType: query.mealType } });
}

export function logMeal(meal: LogMealInput): Promise<Meal> {
  return apiClient.call(API_ROUTES.meals.log, { body: meal });
}

export function updateMeal(id: string, meal: LogMealInput): Promise<Meal> {
  return apiClient.call(API_ROUTES.meals.update, { params: { id }, body: meal });
}

export function deleteMeal(id: string): Promise<void> {
  return apiClient.call(API_ROUTES.meals.delete, { params: { id } });
}

/** Meals the person often eats around this hour of their local day. */
export function getMealSuggestions(now: Date = new Date()): Promise<MealSuggestionList> {
  return apiClient.call(API_ROUTES.meals.suggestions, {
    query: {
      hour: now.getHours(),
      // Minutes east of UTC, the opposite sign of getTimezoneOffset.
      tzOffset: -now.getTimezoneOffset(),
    },
  });
}
