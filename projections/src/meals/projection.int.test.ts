import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@glyco/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { projectionContext } from '../engine/context';
import type { ProjectionContext } from '../engine/projection';
import { mealsProjection } from './projection';

let database: TestDatabase;
let client: pg.PoolClient;
let ctx: ProjectionContext;

const MEAL_ID = '33333333-3333-4333-8333-333333333333';
const USER_ID = '11111111-1111-4111-8111-111111111111';
const content = (name: string) => ({
  mealId: MEAL_ID,
  userId: USER_ID,
  mealType: 'Breakfast',
  timestamp: '2024-05-01T07:30:00.000Z',
  timezoneOffsetMinutes: 60,
  foodItems: [{ name, carbs: 10, protein: 0, fat: 0, calories: 40, amount: 1 }],
  totalCarbs: 10,
  totalCalories: 40,
  notes: '',
});

function recorded(type: string, revision: bigint, data: Record<string, unknown>): RecordedEvent {
  return { eventId: `${revision}`, type, schemaVersion: 1, streamId: `meal-${MEAL_ID}`, revision, position: { commit: revision, prepare: revision }, data, metadata: {}, recordedAt: new Date() };
}
const logged = recorded('MealLogged', 0n, content('Oatmeal'));
const updated = recorded('MealUpdated', 1n, content('Porridge'));
const deleted = recorded('MealDeleted', 2n, { mealId: MEAL_ID, userId: USER_ID });

async function row() {
  const result = await client.query(`SELECT local_hour, search_text, deleted, revision, record FROM ${ctx.table('meals')} WHERE meal_id = $1`, [MEAL_ID]);
  return result.rows[0];
}

beforeAll(async () => {
  database = await createTestDatabase();
  client = await database.pool.connect();
  ctx = projectionContext(client, mealsProjection, { version: 1, generation: 1 });
  await mealsProjection.init(ctx);
  await mealsProjection.init(ctx);
});
afterAll(async () => {
  client?.release();
  await database?.drop();
});

describe('meals projection', () => {
  it('keeps the newest state when events are delivered again', async () => {
    await mealsProjection.apply(ctx, logged);
    expect(await row()).toMatchObject({ local_hour: 8, search_text: 'oatmeal\n', deleted: false, revision: '0' });
    await mealsProjection.apply(ctx, updated);
    await mealsProjection.apply(ctx, logged);
    expect((await row()).record.foodItems[0].name).toBe('Porridge');
  });

  it('does not bring a deleted meal back on redelivery', async () => {
    await mealsProjection.apply(ctx, deleted);
    await mealsProjection.apply(ctx, logged);
    await mealsProjection.apply(ctx, updated);
    await mealsProjection.apply(ctx, deleted);
    expect(await row()).toMatchObject({ deleted: true, revision: '2' });
  });
});
