import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { GlucoseReadingDeleted, recordIdOf, streamIds, type Actor, type IngestReading, type IngestRecord } from '@glyco/contracts';
import { createPostgresEventStore, readStreamOrEmpty, type PostgresEventStore } from '@glyco/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { ingestRecords } from './ingest-records';

let database: TestDatabase;
let store: PostgresEventStore;
const clock = () => new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore({ pool: database.pool, schema: 'event_store' });
  await store.migrate();
});

afterAll(async () => {
  await store.close();
  await database.drop();
});

function sensorDay(count: number, start = Date.parse('2026-03-01T00:00:00Z')): IngestReading[] {
  return Array.from({ length: count }, (_, index) => ({
    kind: 'reading' as const,
    line: index + 2,
    timestamp: new Date(start + index * 5 * 60_000).toISOString(),
    timezoneOffsetMinutes: 60,
    deviceKind: 'Dexcom G6',
    valueMgdl: 100 + (index % 50),
    entered: { value: 100 + (index % 50), unit: 'mg/dL' as const },
    readingType: 'CGM' as const,
  }));
}

function ingest(userId: string, records: readonly IngestRecord[], importId: string | undefined = randomUUID()) {
  const actor: Actor = { userId, role: 'patient' };
  return ingestRecords({ eventStore: store, clock }, { userId, actor, importId, correlationId: randomUUID(), records });
}

describe('bulk ingest', () => {
  it('logs every record once, in chunks, and counts a second import of the same rows as duplicates', async () => {
    const userId = randomUUID();
    const records = sensorDay(4500);
    const first = await ingest(userId, records);
    expect(first.counts).toEqual({ readings: 4500, meals: 0, doses: 0, duplicates: 0, rejected: 0 });
    expect(first.created).toHaveLength(4500);
    expect(first.position).toBeDefined();
    const again = await ingest(userId, records.slice(1000, 3000));
    expect(again.counts).toEqual({ readings: 0, meals: 0, doses: 0, duplicates: 2000, rejected: 0 });
    expect(again.created).toEqual([]);
    const [event] = await store.readStream(streamIds.glucoseReading(recordIdOf(userId, records[0]!)));
    expect(event).toMatchObject({ type: 'GlucoseReadingLogged', data: { valueMgdl: 100, readingType: 'CGM', deviceKind: 'Dexcom G6' } });
    expect(event!.metadata).toMatchObject({ occurredAt: records[0]!.timestamp, actor: { userId, role: 'patient' } });
  });

  it('rejects rows the manual forms would refuse, with their line and message, and logs the rest', async () => {
    const userId = randomUUID();
    const [good, tooHigh, future] = sensorDay(3);
    const records: IngestRecord[] = [
      good!,
      { ...tooHigh!, entered: { value: 900, unit: 'mg/dL' }, valueMgdl: 900 },
      { ...future!, timestamp: new Date(Date.now() + 86_400_000).toISOString() },
      { kind: 'dose', line: 9, timestamp: good!.timestamp, timezoneOffsetMinutes: 60, deviceKind: 'Dexcom G6', units: 0, insulinType: 'Bolus' },
      { kind: 'meal', line: 10, timestamp: good!.timestamp, timezoneOffsetMinutes: 60, deviceKind: 'Dexcom G6', carbs: 45 },
    ];
    const result = await ingest(userId, records);
    expect(result.counts).toEqual({ readings: 1, meals: 1, doses: 0, duplicates: 0, rejected: 3 });
    expect(result.errors.map((error) => error.line)).toEqual([3, 4, 9]);
    expect(result.errors[0]!.message).toMatch(/600/);
    const mealStream = result.created.find((id) => id.startsWith('meal-'))!;
    const [meal] = await store.readStream(mealStream);
    expect(meal!.data).toMatchObject({ totalCarbs: 45, mealType: 'Snack', foodItems: [{ name: 'Carbohydrates', carbs: 45 }] });
    expect(await readStreamOrEmpty(store, streamIds.glucoseReading(recordIdOf(userId, tooHigh!)))).toEqual([]);
  });

  it('logs a deleted reading again when it arrives again, and keeps the first of two rows of one minute', async () => {
    const userId = randomUUID();
    const [reading] = sensorDay(1);
    const streamId = streamIds.glucoseReading(recordIdOf(userId, reading!));
    await ingest(userId, [reading!]);
    const data = { readingId: recordIdOf(userId, reading!), userId };
    await store.append(streamId, [{ eventId: randomUUID(), type: GlucoseReadingDeleted.type, data }], { expectedRevision: 0n });
    const sameMinute = { ...reading!, timestamp: new Date(Date.parse(reading!.timestamp) + 30_000).toISOString() };
    const result = await ingest(userId, [reading!, sameMinute]);
    expect(result.counts).toMatchObject({ readings: 1, duplicates: 1 });
    expect((await store.readStream(streamId)).map((event) => event.type)).toEqual(['GlucoseReadingLogged', 'GlucoseReadingDeleted', 'GlucoseReadingLogged']);
  });

  it('appends nothing twice when the same import runs again after a crash', async () => {
    const userId = randomUUID();
    const importId = randomUUID();
    const records = sensorDay(10);
    await ingest(userId, records.slice(0, 5), importId);
    const retried = await ingest(userId, records, importId);
    expect(retried.counts).toMatchObject({ readings: 5, duplicates: 5 });
  });

  it('meets a concurrent writer of the same readings without failing or doubling them', async () => {
    const userId = randomUUID();
    const records = sensorDay(3000);
    const [a, b] = await Promise.all([ingest(userId, records), ingest(userId, records)]);
    expect(a.counts.readings + b.counts.readings).toBe(3000);
    expect(a.counts.duplicates + b.counts.duplicates).toBe(3000);
  });
});
