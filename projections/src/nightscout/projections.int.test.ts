import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlucoseReadingLoggedData, InsulinDoseLoggedData, MealLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { inLogicalTables } from '../engine/fixtures/logical-tables';
import type { ProjectionContext } from '../engine/projection';
import { nightscoutEntriesProjection } from './entries-projection';
import { nightscoutTreatmentsProjection } from './treatments-projection';
import { listNightscoutEntries, listNightscoutTreatments } from './query';

let database: TestDatabase;
const userId = randomUUID();
const inTransaction = (work: (ctx: ProjectionContext) => Promise<void>) => inLogicalTables(database.pool, work);

beforeAll(async () => {
  database = await createTestDatabase();
  await inTransaction((ctx) => nightscoutEntriesProjection.init(ctx));
  await inTransaction((ctx) => nightscoutTreatmentsProjection.init(ctx));
});
afterAll(async () => {
  await database?.drop();
});

const recorded = (type: string, revision: bigint, data: object): RecordedEvent => ({
  eventId: randomUUID(), type, schemaVersion: 1, streamId: 'x', revision,
  position: { commit: revision, prepare: revision }, data: { ...data }, metadata: {}, recordedAt: new Date(),
});

const reading = (valueMgdl: number, timestamp: string, readingType: 'CGM' | 'Manual' | 'Lab' = 'CGM'): GlucoseReadingLoggedData => ({
  readingId: randomUUID(), userId, valueMgdl, entered: { value: valueMgdl, unit: 'mg/dL' }, timestamp, timezoneOffsetMinutes: 60,
  mealContext: 'Not Specified', readingType, feeling: 'Not Specified', notes: '', tags: [], deviceKind: 'xDrip-DexcomG6', direction: 'Flat',
});

describe('nightscout_entries', () => {
  it('keeps the newest state of live sensor and meter readings in one batch or event by event, whatever is redelivered', async () => {
    const kept = reading(120.4, '2026-03-08T08:00:00.000Z');
    const corrected = { ...kept, valueMgdl: 131, direction: 'SingleUp' as const };
    const removed = reading(200, '2026-03-08T08:05:00.000Z');
    const meter = reading(99, '2026-03-08T07:00:00.000Z', 'Manual');
    const lab = reading(90, '2026-03-08T06:00:00.000Z', 'Lab');
    const events = [
      recorded('GlucoseReadingLogged', 0n, kept),
      recorded('GlucoseReadingLogged', 0n, removed),
      recorded('GlucoseReadingLogged', 0n, meter),
      recorded('GlucoseReadingLogged', 0n, lab),
      recorded('GlucoseReadingUpdated', 1n, corrected),
      recorded('GlucoseReadingDeleted', 1n, { readingId: removed.readingId, userId }),
    ];
    await inTransaction((ctx) => nightscoutEntriesProjection.applyBatch!(ctx, events));
    await inTransaction(async (ctx) => {
      for (const event of events) await nightscoutEntriesProjection.apply(ctx, event);
    });
    const list = await listNightscoutEntries(database.pool, userId, { count: 10, types: ['sgv', 'mbg'] });
    expect(list).toEqual([
      expect.objectContaining({ _id: kept.readingId, type: 'sgv', sgv: 131, direction: 'SingleUp', device: 'xDrip-DexcomG6', utcOffset: 60 }),
      expect.objectContaining({ _id: meter.readingId, type: 'mbg', mbg: 99 }),
    ]);
    expect(await listNightscoutEntries(database.pool, userId, { count: 10, types: ['sgv'], to: new Date('2026-03-08T07:59:00Z') })).toEqual([]);
  });
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
