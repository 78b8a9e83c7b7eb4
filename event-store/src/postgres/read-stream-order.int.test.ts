import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore({ pool: database.pool, schema: 'event_store' });
  await store.migrate();
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

describe('reading a stream of more than ten events', () => {
  it('gives them in revision order, forwards and backwards, so a command appends after the last', async () => {
    const streamId = `order-${randomUUID()}`;
    const events = Array.from({ length: 12 }, (_, index) => ({ eventId: randomUUID(), type: 'Counted', data: { index } }));
    await store.append(streamId, events, { expectedRevision: 'no_stream' });
    const revisions = (await store.readStream(streamId)).map((event) => Number(event.revision));
    expect(revisions).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const backwards = (await store.readStream(streamId, { direction: 'backwards', maxCount: 3 })).map((event) => Number(event.revision));
    expect(backwards).toEqual([11, 10, 9]);
    await expect(store.append(streamId, [{ eventId: randomUUID(), type: 'Counted', data: {} }], { expectedRevision: 11n })).resolves.toBeDefined();
  });
});
