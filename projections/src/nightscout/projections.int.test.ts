import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsulinDoseLoggedData, MealLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { inLogicalTables } from '../engine/fixtures/logical-tables';
import type { ProjectionContext } from '../engine/projection';
import { nightscoutTreatmentsProjection } from './treatments-projection';
import { listNightscoutTreatments } from './query';

let database: TestDatabase;
const userId = randomUUID();
const inTransaction = (work: (ctx: ProjectionContext) => Promise<void>) => inLogicalTables(database.pool, work);

beforeAll(async () => {
  database = await createTestDatabase();
  await inTransaction((ctx) => nightscoutTreatmentsProjection.init(ctx));
});
afterAll(async () => {
  await database?.drop();
});

const recorded = (type: string, revision: bigint, data: object): RecordedEvent => ({
  eventId: randomUUID(), type, schemaVersion: 1, streamId: 'x', revision,
  position: { commit: revision, prepare: revision }, data: { ...data }, metadata: {}, recordedAt: new Date(),
});

describe('nightscout_treatments', () => {
  it('lists doses and meals newest first and forgets deleted ones', async () => {
    const dose = { doseId: randomUUID(), userId, insulinType: 'Correction', units: 0.4, brand: '', timestamp: '2026-03-08T08:00:00.000Z', timezoneOffsetMinutes: 0, injectionSite: 'Not Specified', notes: '', deviceKind: 'AndroidAPS' } satisfies InsulinDoseLoggedData;
    const meal = {
      mealId: randomUUID(), userId, mealType: 'Breakfast', timestamp: '2026-03-08T07:00:00.000Z', timezoneOffsetMinutes: 0,
      foodItems: [{ name: 'Carbohydrates', carbs: 40, protein: 0, fat: 0, calories: 0, amount: 1 }], totalCarbs: 40, totalCalories: 0, notes: 'toast', deviceKind: 'loop://iPhone',
    } satisfies MealLoggedData;
    const gone = { ...dose, doseId: randomUUID(), timestamp: '2026-03-08T09:00:00.000Z' };
    await inTransaction((ctx) =>
      nightscoutTreatmentsProjection.applyBatch!(ctx, [
        recorded('InsulinDoseLogged', 0n, dose), recorded('MealLogged', 0n, meal), recorded('InsulinDoseLogged', 0n, gone),
        recorded('InsulinDoseDeleted', 1n, { doseId: gone.doseId, userId }),
      ]),
    );
    expect(await listNightscoutTreatments(database.pool, userId, { count: 10 })).toEqual([
      { _id: dose.doseId, identifier: dose.doseId, eventType: 'Correction Bolus', insulin: 0.4, created_at: dose.timestamp, utcOffset: 0, enteredBy: 'AndroidAPS' },
      { _id: meal.mealId, identifier: meal.mealId, eventType: 'Carb Correction', carbs: 40, created_at: meal.timestamp, utcOffset: 0, enteredBy: 'loop://iPhone', notes: 'toast' },
    ]);
  });
});
