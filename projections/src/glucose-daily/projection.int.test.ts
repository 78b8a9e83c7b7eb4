import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregateByLocalDay, type GlucoseReadingLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/contracts/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/contracts/testing';
import { inLogicalTables } from '../engine/fixtures/logical-tables';
import type { ProjectionContext } from '../engine/projection';
import { glucoseDailyProjection } from './projection';
import { loadDailyAggregates } from './query';

let database: TestDatabase;
const userId = randomUUID();

const inTransaction = (work: (ctx: ProjectionContext) => Promise<void>) => inLogicalTables(database.pool, work);

beforeAll(async () => {
  database = await createTestDatabase();
  await inTransaction((ctx) => glucoseDailyProjection.init(ctx));
});
afterAll(async () => {
  await database?.drop();
});

const revisions = new Map<string, bigint>();
function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  const readingId = String(data.readingId);
  const revision = (revisions.get(readingId) ?? -1n) + 1n;
  revisions.set(readingId, revision);
  return {
    eventId: randomUUID(), type, schemaVersion: 1, streamId: `glucose_reading-${readingId}`, revision,
    position: { commit: revision, prepare: revision }, data, metadata: {}, recordedAt: new Date(),
  };
}

function reading(valueMgdl: number, timestamp: string, timezoneOffsetMinutes = 0): GlucoseReadingLoggedData {
  return {
    readingId: randomUUID(), userId, valueMgdl, entered: { value: valueMgdl, unit: 'mg/dL' }, timestamp, timezoneOffsetMinutes,
    mealContext: 'Fasting', readingType: 'CGM', feeling: 'Normal', notes: '', tags: [],
  };
}

const dailyRows = async () => (await database.pool.query('SELECT * FROM glucose_daily ORDER BY local_date')).rows;

describe('glucose_daily projection', () => {
  it('matches the contracts aggregates after logs, corrections and deletes, and after redelivery', async () => {
    const a = reading(60, '2024-01-01T23:30:00.000Z', 60);
    const b = reading(140, '2024-01-02T10:00:00.000Z');
    const c = reading(260, '2024-01-02T10:03:00.000Z');
    const d = reading(90, '2024-01-03T05:00:00.000Z', -360);
    const movedB = { ...b, valueMgdl: 150.26, timestamp: '2024-01-04T08:00:00.000Z' };
    const events = [
      recorded('GlucoseReadingLogged', { ...a }),
      recorded('GlucoseReadingLogged', { ...b }),
      recorded('GlucoseReadingLogged', { ...c }),
      recorded('GlucoseReadingLogged', { ...d }),
      recorded('GlucoseReadingUpdated', { ...movedB }),
      recorded('GlucoseReadingDeleted', { readingId: c.readingId, userId }),
      recorded('GlucoseReadingUpdated', { ...a, valueMgdl: 45 }),
    ];
    const applyAll = () => inTransaction(async (ctx) => {
      for (const event of events) await glucoseDailyProjection.apply(ctx, event);
    });
    const surviving = [{ ...a, valueMgdl: 45 }, movedB, d].map((each) => ({ value: each.valueMgdl, timestamp: each.timestamp, timezoneOffsetMinutes: each.timezoneOffsetMinutes }));

    await applyAll();
    const days = await loadDailyAggregates(database.pool, userId, { wholeDays: { from: null, to: null }, edges: [] });
    expect(days.sort((x, y) => x.date.localeCompare(y.date))).toEqual(aggregateByLocalDay(surviving));
    const once = await dailyRows();

    await applyAll();
    expect(await dailyRows()).toEqual(once);

    // A stale event alone (the log of a since moved and of a since deleted reading) changes nothing.
    await inTransaction(async (ctx) => {
      await glucoseDailyProjection.apply(ctx, events[1]!);
      await glucoseDailyProjection.apply(ctx, events[2]!);
    });
    expect(await dailyRows()).toEqual(once);
  });
});
