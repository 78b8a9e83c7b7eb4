import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { presentGlucoseReading, type GlucoseReadingLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import { recordedEvent, useReadModelDatabase } from '../engine/fixtures/read-model-database';
import { COPY_MIN_ROWS } from '../engine/copy-rows';
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

  it('are the same copied from a large batch as written by its statements, a redelivery after a deletion included', async () => {
    const tags = ['after run', 'a,b', '{braces}', '"quoted"', "it's", 'back\\slash', 'tab\there', 'NULL'];
    const person = randomUUID();
    const sensor = Array.from({ length: COPY_MIN_ROWS + 10 }, (_, index) => ({
      ...reading(60 + index, new Date(Date.UTC(2024, 4, 1) + index * 300_000).toISOString()), userId: person, tags: index % 7 === 0 ? tags : [], notes: `line\n${index}`,
    }));
    const logged = sensor.map((each) => recorded('GlucoseReadingLogged', 0n, each));
    const deleted = recorded('GlucoseReadingDeleted', 1n, { readingId: sensor[5]!.readingId, userId: person });
    const corrected = recorded('GlucoseReadingUpdated', 1n, { ...sensor[6]!, valueMgdl: 41 });
    const list = async () => listGlucoseReadings(database.pool, person, { limit: 2 * COPY_MIN_ROWS });

    const script = [...logged, corrected, deleted];
    await inTransaction(async (ctx) => {
      for (let start = 0; start < script.length; start += 100) {
        for (const statement of glucoseReadingsProjection.batchStatements!(ctx, script.slice(start, start + 100))) await ctx.sql.query(statement);
      }
    });
    const written = await list();
    await database.pool.query('TRUNCATE glucose_readings, glucose_reading_deletions');

    await inTransaction((ctx) => glucoseReadingsProjection.applyBatch!(ctx, [...logged, corrected]));
    await inTransaction((ctx) => glucoseReadingsProjection.applyBatch!(ctx, [deleted]));
    await inTransaction((ctx) => glucoseReadingsProjection.applyBatch!(ctx, logged));
    expect(await list()).toEqual(written);
    expect(written).toHaveLength(COPY_MIN_ROWS + 9);
    expect(written.find((each) => each._id === sensor[6]!.readingId)?.value).toBe(41);
    expect(written.find((each) => each._id === sensor[7]!.readingId)?.tags).toEqual(tags);

    // Every reading deleted, then their logs delivered again: none comes back.
    await inTransaction((ctx) => glucoseReadingsProjection.applyBatch!(ctx, sensor.map((each) => recorded('GlucoseReadingDeleted', 2n, { readingId: each.readingId, userId: person }))));
    await inTransaction((ctx) => glucoseReadingsProjection.applyBatch!(ctx, logged));
    expect(await list()).toEqual([]);
  });
});
