import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentGlucoseReading, type GlucoseReadingLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { inLogicalTables } from '../engine/fixtures/logical-tables';
import type { ProjectionContext } from '../engine/projection';
import { glucoseReadingsProjection } from './projection';
import { listGlucoseReadings } from './query';

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
  eventId: randomUUID(), type, schemaVersion: 1, streamId: 'glucose_reading-x', revision,
  position: { commit: revision, prepare: revision }, data: { ...data }, metadata: {}, recordedAt: new Date(),
});

const reading = (valueMgdl: number, timestamp: string): GlucoseReadingLoggedData => ({
  readingId: randomUUID(), userId, valueMgdl, entered: { value: valueMgdl / 18.01559, unit: 'mmol/L' }, timestamp, timezoneOffsetMinutes: -300,
  mealContext: 'Bedtime', readingType: 'Lab', feeling: 'Low', notes: 'n', tags: ['a', 'b'],
});

describe('glucose_readings projection', () => {
  it('keeps the latest state of live readings, whatever is redelivered', async () => {
    const kept = reading(99.1, '2024-02-01T22:00:00.000Z');
    const corrected = { ...kept, valueMgdl: 101.5, tags: [] };
    const removed = reading(200, '2024-02-02T08:00:00.000Z');
    const events = [
      recorded('GlucoseReadingLogged', 0n, kept),
      recorded('GlucoseReadingLogged', 0n, removed),
      recorded('GlucoseReadingUpdated', 1n, corrected),
      recorded('GlucoseReadingDeleted', 1n, { readingId: removed.readingId, userId }),
    ];
    const apply = (batch: RecordedEvent[]) => inTransaction(async (ctx) => {
      for (const event of batch) await glucoseReadingsProjection.apply(ctx, event);
    });
    const list = () => listGlucoseReadings(database.pool, userId, { limit: 10 });

    await apply(events);
    expect(await list()).toEqual([presentGlucoseReading(corrected)]);
    await apply(events);
    await apply([events[0]!, events[1]!]);
    expect(await list()).toEqual([presentGlucoseReading(corrected)]);
    expect(await listGlucoseReadings(database.pool, randomUUID(), { limit: 10 })).toEqual([]);
  });
});
