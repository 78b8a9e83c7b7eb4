import type pg from 'pg';
import type { Meal, MealSuggestionList } from '@glyco/contracts';
import { hoursAround } from './hour-window';
import { rankSuggestions } from './rank';

/** Enough history to see habits; older meals would weigh almost nothing in the ranking anyway. */
const HISTORY_MEALS = 500;

/** Suggestions from one person's own meals eaten around `hour` on their own clock. */
export async function findMealSuggestions(pool: pg.Pool, userId: string, hour: number, limit: number, now: Date): Promise<MealSuggestionList> {
  const result = await pool.query<{ record: Meal }>(
    `SELECT record FROM meals WHERE user_id = $1 AND NOT deleted AND local_hour = ANY($2::smallint[])
     ORDER BY occurred_at DESC LIMIT $3`,
    [userId, hoursAround(hour), HISTORY_MEALS],
  );
  return { hour, suggestions: rankSuggestions(result.rows.map((row) => row.record), now, limit) };
}
