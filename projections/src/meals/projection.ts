import { MealDeleted, MealLogged, MealUpdated, type MealLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection, ProjectionContext } from '../engine/projection';
import { presentMeal } from './present-meal';
import { localHourOf, searchTextOf } from './row';

/**
 * meals: one row per meal with the record as the API returns it. A deleted meal keeps its row
 * (flagged) so a redelivered older event cannot bring it back. Search scans one person's rows
 * (their index range), which stays small enough that no trigram index is needed.
 */
export const mealsProjection: Projection = {
  name: 'meals',
  version: 1,
  tables: ['meals'],
  personRows: { meals: 'user_id' },
  handles: [MealLogged.type, MealUpdated.type, MealDeleted.type],
  async init({ sql, table, index }) {
    const meals = table('meals');
    await sql.query(`CREATE TABLE IF NOT EXISTS ${meals} (
      meal_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      meal_type text NOT NULL,
      occurred_at timestamptz NOT NULL,
      local_hour smallint NOT NULL,
      search_text text NOT NULL,
      record jsonb NOT NULL,
      deleted boolean NOT NULL DEFAULT false,
      revision bigint NOT NULL
    )`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('meals', 'by_user_time')} ON ${meals} (user_id, occurred_at DESC) WHERE NOT deleted`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('meals', 'by_user_hour')} ON ${meals} (user_id, local_hour) WHERE NOT deleted`);
  },
  async apply(ctx, event) {
    if (event.type === MealDeleted.type) return markDeleted(ctx, event);
    return upsertMeal(ctx, event);
  },
};

async function upsertMeal({ sql, table }: ProjectionContext, event: RecordedEvent) {
  const meal = event.data as MealLoggedData;
  const meals = table('meals');
  await sql.query(
    `INSERT INTO ${meals} (meal_id, user_id, meal_type, occurred_at, local_hour, search_text, record, deleted, revision)
     VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8)
     ON CONFLICT (meal_id) DO UPDATE SET meal_type = EXCLUDED.meal_type, occurred_at = EXCLUDED.occurred_at,
       local_hour = EXCLUDED.local_hour, search_text = EXCLUDED.search_text, record = EXCLUDED.record,
       deleted = false, revision = EXCLUDED.revision
     WHERE ${meals}.revision < EXCLUDED.revision`,
    [
      meal.mealId,
      meal.userId,
      meal.mealType,
      meal.timestamp,
      localHourOf(meal.timestamp, meal.timezoneOffsetMinutes),
      searchTextOf(meal),
      presentMeal(meal),
      event.revision.toString(),
    ],
  );
}

async function markDeleted({ sql, table }: ProjectionContext, event: RecordedEvent) {
  await sql.query(`UPDATE ${table('meals')} SET deleted = true, revision = $2 WHERE meal_id = $1 AND revision < $2`, [
    String(event.data.mealId),
    event.revision.toString(),
  ]);
}
