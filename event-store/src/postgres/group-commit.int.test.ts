import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore({ pool: database.pool });
  await store.migrate();
});

afterAll(async () => {
  await store.close();
  database.pool.on('error', () => undefined);
  await database.drop();
});

it('commits appends that arrive while others are in flight together, each in its own stream', async () => {
  const streams = Array.from({ length: 30 }, () => `reading-${randomUUID()}`);
  const results = await Promise.all(
    streams.map((streamId) => store.append(streamId, [{ eventId: randomUUID(), type: 'Noted', data: {} }], { expectedRevision: 'no_stream' })),
  );
  const transactions = new Set(results.map((result) => result.position.commit));
  expect(transactions.size).toBeLessThan(streams.length);
  for (const streamId of streams) expect(await store.readStream(streamId)).toHaveLength(1);
});

it('keeps the order of appends to one stream sent at once', async () => {
  const streamId = `person-${randomUUID()}`;
  const ids = Array.from({ length: 10 }, () => randomUUID());
  await Promise.all(ids.map((eventId) => store.append(streamId, [{ eventId, type: 'Noted', data: {} }])));
  expect((await store.readStream(streamId)).map((event) => event.eventId)).toEqual(ids);
});
