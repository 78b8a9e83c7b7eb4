import type pg from 'pg';

export interface CarbTotal {
  /** Grams, summed from each meal's totalCarbs. */
  totalCarbs: number;
  mealCount: number;
}

/** The carbohydrate a user logged in meals eaten within the (inclusive) range. */
export async function sumCarbs(pool: pg.Pool, userId: string, range: { startDate: string; endDate: string }): Promise<CarbTotal> {
  const result = await pool.query<{ total: number | null; meals: number }>(
    `SELECT sum((record->>'totalCarbs')::numeric)::float8 AS total, count(*)::int AS meals
       FROM meals
      WHERE user_id = $1 AND NOT deleted AND occurred_at >= $2 AND occurred_at <= $3`,
    [userId, range.startDate, range.endDate],
  );
  const row = result.rows[0];
  return { totalCarbs: row?.total ?? 0, mealCount: row?.meals ?? 0 };
}
