import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlucoseReadingLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { inLogicalTables } from '../engine/fixtures/logical-tables';
import type { ProjectionContext } from '../engine/projection';
import { glucoseReadingsProjection } from './projection';
import { listNightscoutEntries } from './nightscout-entries';

let database: TestDatabase;
const userId = randomUUID();
const inTransaction = (work: (ctx: ProjectionContext) => Promise<void>) => inLogicalTables(database.pool, work);

beforeAll(async () => {
  database = await createTestDatabase();
  await inTransaction((ctx) => glucoseReadingsProjection.init(ctx));
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

describe('glucose_readings as Nightscout entries', () => {
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
    await inTransaction((ctx) => glucoseReadingsProjection.applyBatch!(ctx, events));
    await inTransaction(async (ctx) => {
      for (const event of events) await glucoseReadingsProjection.apply(ctx, event);
    });
    const list = await listNightscoutEntries(database.pool, userId, { count: 10, types: ['sgv', 'mbg'] });
    expect(list).toEqual([
      expect.objectContaining({ _id: kept.readingId, type: 'sgv', sgv: 131, direction: 'SingleUp', device: 'xDrip-DexcomG6', utcOffset: 60 }),
      expect.objectContaining({ _id: meter.readingId, type: 'mbg', mbg: 99 }),
    ]);
    expect(await listNightscoutEntries(database.pool, userId, { count: 10, types: ['sgv'], to: new Date('2026-03-08T07:59:00Z') })).toEqual([]);
  });
});
