import type pg from 'pg';
import type { MealType } from '@glyco/contracts';
import { localDateSql, type DailyGroup } from '../engine/local-day-groups';
import type { Period } from '../engine/row-query';

const LIVE_IN_RANGE = 'user_id = $1 AND NOT deleted AND occurred_at >= $2 AND occurred_at <= $3';

export interface MealPoint {
  timestamp: string;
  totalCarbs: number;
  mealType: MealType;
}

/** A user's meals of the period as points on a time axis, oldest first. */
export async function listMealPoints(pool: pg.Pool, userId: string, period: Period): Promise<MealPoint[]> {
  const result = await pool.query<{ at: Date; total_carbs: number; meal_type: MealType }>(
    `SELECT occurred_at AS at, (record->>'totalCarbs')::float8 AS total_carbs, meal_type
       FROM meals WHERE ${LIVE_IN_RANGE} ORDER BY occurred_at, meal_id`,
    [userId, period.start, period.end],
  );
  return result.rows.map((row) => ({ timestamp: row.at.toISOString(), totalCarbs: row.total_carbs, mealType: row.meal_type }));
}

/** Carbohydrate grams per local day and meal type. */
export async function dailyMealGroups(pool: pg.Pool, userId: string, period: Period): Promise<DailyGroup<MealType>[]> {
  const result = await pool.query<DailyGroup<MealType>>(
    `SELECT ${localDateSql('occurred_at', 'record')} AS date, meal_type AS kind,
            sum((record->>'totalCarbs')::numeric)::float8 AS sum, count(*)::int AS count
       FROM meals WHERE ${LIVE_IN_RANGE} GROUP BY 1, 2`,
    [userId, period.start, period.end],
  );
  return result.rows;
}
