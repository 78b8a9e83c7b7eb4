import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { presentGlucoseReading, type GlucoseReadingLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import { recordedEvent, useReadModelDatabase } from '../engine/fixtures/read-model-database';
import { glucoseReadingsProjection } from './projection';
import { listGlucoseReadings } from './query';

const userId = randomUUID();
const database = useReadModelDatabase(glucoseReadingsProjection);
const { inTransaction } = database;
const recorded = (type: string, revision: bigint, data: object) => recordedEvent(type, revision, data, 'glucose_reading-x');

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

describe('glucose_readings rows', () => {
  it("keep a reading's tags as written, separators and quotes included", async () => {
    const tags = ['after run', 'a,b', '{braces}', '"quoted"', "it's", 'back\\slash', 'NULL'];
    const logged = { ...reading(120, '2024-03-01T08:00:00.000Z'), tags };
    await inTransaction((ctx) => glucoseReadingsProjection.applyBatch!(ctx, [recorded('GlucoseReadingLogged', 0n, logged)]));
    const [listed] = await listGlucoseReadings(database.pool, userId, { limit: 1 });
    expect(listed?.tags).toEqual(tags);
  });
});
