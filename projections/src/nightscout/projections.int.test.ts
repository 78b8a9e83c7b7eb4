import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { InsulinDoseLoggedData, MealLoggedData } from '@glyco/contracts';
import { recordedEvent, useReadModelDatabase } from '../engine/fixtures/read-model-database';
import { nightscoutTreatmentsProjection } from './treatments-projection';
import { listNightscoutTreatments } from './query';

const userId = randomUUID();
const database = useReadModelDatabase(nightscoutTreatmentsProjection);
const { inTransaction } = database;
const recorded = recordedEvent;

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
