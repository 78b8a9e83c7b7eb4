import type pg from 'pg';
import type { MealSuggestionList } from '@glyco/contracts';
import { listMealsAtLocalHours } from '../meals/query';
import { hoursAround } from './hour-window';
import { rankSuggestions } from './rank';

/** Enough history to see habits; older meals would weigh almost nothing in the ranking anyway. */
const HISTORY_MEALS = 500;

/** Suggestions from one person's own meals eaten around `hour` on their own clock. */
export async function findMealSuggestions(pool: pg.Pool, userId: string, hour: number, limit: number, now: Date): Promise<MealSuggestionList> {
  const meals = await listMealsAtLocalHours(pool, userId, hoursAround(hour), HISTORY_MEALS);
  return { hour, suggestions: rankSuggestions(meals, now, limit) };
}
