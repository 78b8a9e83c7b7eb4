import type pg from 'pg';
import type { Meal, MealList, MealListQuery } from '@glyco/contracts';
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
