import type pg from 'pg';
import { POST_MEAL_MINUTES, PRE_MEAL_MINUTES, type GlucoseSource, type MealGlucose, type MealType } from '@glyco/contracts';

export interface MealWithGlucose extends MealGlucose {
  mealType: MealType;
  /** The food names as logged, and the key that groups meals of the same foods. */
  foodNames: string[];
  totalCarbs: number;
}

export interface MealGlucoseQuery {
  /** Inclusive instants. */
  startDate: string;
  endDate: string;
  mealType?: MealType;
}

/** The most meals one answer looks at, newest first. */
const MEALS_MAX = 300;

interface Row {
  meal_id: string;
  meal_type: MealType;
  occurred_at: Date;
  food_names: string[];
  total_carbs: number;
  readings: { value: number; atMs: number; tz: number; source: GlucoseSource }[];
}

/**
 * One person's meals in a range, each with the live readings from PRE_MEAL_MINUTES before to
 * POST_MEAL_MINUTES after it: what the metrics engine needs to say how glucose went after them.
 */
export async function listMealsWithGlucose(pool: pg.Pool, userId: string, query: MealGlucoseQuery): Promise<MealWithGlucose[]> {
  const result = await pool.query<Row>(
    `SELECT m.meal_id, m.meal_type, m.occurred_at,
            ARRAY(SELECT item->>'name' FROM jsonb_array_elements(m.record->'foodItems') AS item) AS food_names,
            coalesce((m.record->>'totalCarbs')::float8, 0) AS total_carbs,
            coalesce((SELECT json_agg(json_build_object('value', r.value_mgdl, 'atMs', floor(extract(epoch FROM r.taken_at) * 1000)::float8,
                                                        'tz', r.timezone_offset_minutes, 'source', r.source) ORDER BY r.taken_at)
                        FROM glucose_daily_readings r
                       WHERE r.user_id = m.user_id AND r.live
                         AND r.taken_at >= m.occurred_at - make_interval(mins => $5)
                         AND r.taken_at <= m.occurred_at + make_interval(mins => $6)), '[]'::json) AS readings
       FROM meals m
      WHERE m.user_id = $1 AND NOT m.deleted AND m.occurred_at >= $2 AND m.occurred_at <= $3 AND ($4::text IS NULL OR m.meal_type = $4)
      ORDER BY m.occurred_at DESC
      LIMIT ${MEALS_MAX}`,
    [userId, query.startDate, query.endDate, query.mealType ?? null, PRE_MEAL_MINUTES, POST_MEAL_MINUTES],
  );
  return result.rows.map((row) => ({
    mealId: row.meal_id,
    mealType: row.meal_type,
    timestamp: row.occurred_at.toISOString(),
    foodNames: row.food_names,
    totalCarbs: row.total_carbs,
    readings: row.readings.map((reading) => ({ value: reading.value, timestamp: reading.atMs, timezoneOffsetMinutes: reading.tz, source: reading.source })),
  }));
}
