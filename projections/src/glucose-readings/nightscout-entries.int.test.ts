import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GlucoseReadingLoggedData } from '@glyco/contracts';
import { createTestDatabase } from '@glyco/runtime/testing';
import { recordedEvent, useReadModelDatabase } from '../engine/fixtures/read-model-database';
import { glucoseReadingsProjection } from './projection';
import { listNightscoutEntries } from './nightscout-entries';

const userId = randomUUID();
const database = useReadModelDatabase(glucoseReadingsProjection);
const { inTransaction } = database;
const recorded = recordedEvent;

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

  it('answers without trends from the list of version 1, which stays live while version 2 builds', async () => {
    const older = await createTestDatabase();
    try {
      await older.pool.query(`CREATE TABLE glucose_readings (reading_id uuid PRIMARY KEY, user_id uuid NOT NULL, value_mgdl double precision NOT NULL,
        taken_at timestamptz NOT NULL, timezone_offset_minutes int NOT NULL, reading_type text NOT NULL)`);
      const readingId = randomUUID();
      await older.pool.query(`INSERT INTO glucose_readings VALUES ($1, $2, 104, '2026-03-08T08:00:00Z', 0, 'CGM')`, [readingId, userId]);
      const entries = await listNightscoutEntries(older.pool, userId, { count: 10, types: ['sgv'] });
      expect(entries).toEqual([expect.objectContaining({ _id: readingId, type: 'sgv', sgv: 104 })]);
      expect(entries[0]).not.toHaveProperty('direction');
    } finally {
      await older.drop();
    }
  });
});
