import type pg from 'pg';
import type { Meal, MealList, MealListQuery } from '@glyco/contracts';
import { liveRecordsOldestFirst } from '../engine/period-records';
import { MEAL_RECORDS } from './period-query';
import type { OpenRange, RowQuery } from '../engine/row-query';
import { containsPattern } from './row';

/** One person's meals, newest first, filtered and paged. */
export async function listMeals(pool: pg.Pool, userId: string, query: MealListQuery): Promise<MealList> {
  const { where, params } = mealFilter(userId, query);
  const offset = (query.page - 1) * query.limit;
  const [page, count] = await Promise.all([
    pool.query<{ record: Meal }>(
      `SELECT record FROM meals WHERE ${where} ORDER BY occurred_at DESC, meal_id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, offset],
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM meals WHERE ${where}`, params),
  ]);
  return { meals: page.rows.map((row) => row.record), totalCount: count.rows[0]?.total ?? 0 };
}

function mealFilter(userId: string, query: MealListQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [userId];
  const conditions = ['user_id = $1', 'NOT deleted'];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (query.mealType) add((p) => `meal_type = ${p}`, query.mealType);
  if (query.search) add((p) => `search_text LIKE ${p} ESCAPE '\\'`, containsPattern(query.search));
  if (query.startDate) add((p) => `occurred_at >= ${p}`, query.startDate);
  if (query.endDate) add((p) => `occurred_at <= ${p}`, query.endDate);
  return { where: conditions.join(' AND '), params };
}

/** Every live meal of a user within an open range, oldest first, row by row: what the exports stream. */
export function mealsOldestFirstQuery(userId: string, range: OpenRange = {}): RowQuery<Meal> {
  return liveRecordsOldestFirst<Meal>(MEAL_RECORDS, userId, range);
}

/** A user's latest meals eaten at any of the given hours of their own clock, newest first, at most `limit`. */
export async function listMealsAtLocalHours(pool: pg.Pool, userId: string, hours: readonly number[], limit: number): Promise<Meal[]> {
  const result = await pool.query<{ record: Meal }>(
    `SELECT record FROM meals WHERE user_id = $1 AND NOT deleted AND local_hour = ANY($2::smallint[])
     ORDER BY occurred_at DESC LIMIT $3`,
    [userId, hours, limit],
  );
  return result.rows.map((row) => row.record);
}
