import { randomUUID } from 'node:crypto';
import { DAY_MS, GlucoseReadingLogged, QUEUES, streamIds } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_JOB } from './retention-schedule';
import { shredExpiredReadings } from './shred-expired-readings';

let app: TestApp;
const userId = randomUUID();
const now = new Date();
const old = { readingId: randomUUID(), at: new Date(now.getTime() - 90 * DAY_MS) };
const recent = { readingId: randomUUID(), at: new Date(now.getTime() - 2 * DAY_MS) };

function readingWrite({ readingId, at }: { readingId: string; at: Date }) {
  const data = { readingId, userId, valueMgdl: 111, entered: { value: 111, unit: 'mg/dL' }, timestamp: at.toISOString(), timezoneOffsetMinutes: 0, mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Normal', notes: '', tags: [] };
  return { streamId: streamIds.glucoseReading(readingId), expectedRevision: 'no_stream' as const, events: [{ eventId: randomUUID(), type: GlucoseReadingLogged.type, data }] };
}

async function settle() {
  expect(await app.product.projector.waitFor(await app.product.store.headPosition(), undefined, 60_000)).toBe(true);
}

async function readingIds(table: string): Promise<string[]> {
  const { rows } = await app.database.pool.query<{ reading_id: string }>(`SELECT reading_id FROM ${table} WHERE user_id = $1 ORDER BY taken_at`, [userId]);
  return rows.map((row) => row.reading_id);
}

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector', 'workers'], env: { RETENTION_DAYS: '30' } });
  await app.product.store.appendMany([readingWrite(old), readingWrite(recent)]);
});
afterAll(async () => {
  await app?.close();
});

describe('retention (RETENTION_DAYS)', () => {
  it('is scheduled once a day on the retention queue', async () => {
    const scheduler = await app.product.queues.queue(QUEUES.retention).getJobScheduler(RETENTION_JOB);
    expect(scheduler?.every).toBe(DAY_MS);
  });

  it('shreds the months that ended before the retention period, and the read models drop their readings', async () => {
    const deps = { keys: app.product.keys, store: app.product.store, retentionDays: 30, now: () => now };
    await shredExpiredReadings(deps);
    await settle();
    for (const table of ['glucose_readings', 'glucose_daily_readings']) {
      await expect.poll(() => readingIds(table), { message: table, timeout: 30_000 }).toEqual([recent.readingId]);
    }
    const audited = async () =>
      (await app.database.pool.query<{ entity_id: string }>(`SELECT entity_id FROM audit_timeline WHERE user_id = $1 AND entity_type = 'glucose_reading'`, [userId])).rows.map((row) => row.entity_id);
    await expect.poll(audited, { timeout: 30_000 }).toEqual([recent.readingId]);
    const [stored] = await app.product.store.readStream(streamIds.glucoseReading(old.readingId));
    expect(stored!.data).toEqual({ readingId: old.readingId, userId, 'glyco:erased': true });
  });

  it('appends nothing when a run finds nothing more to shred', async () => {
    const deps = { keys: app.product.keys, store: app.product.store, retentionDays: 30, now: () => now };
    await shredExpiredReadings(deps);
    const before = (await app.product.store.readStream(streamIds.glucoseRetention())).length;
    await shredExpiredReadings(deps);
    expect((await app.product.store.readStream(streamIds.glucoseRetention())).length).toBe(before);
  });
});
