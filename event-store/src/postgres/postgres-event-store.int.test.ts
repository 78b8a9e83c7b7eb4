import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { describeEventStoreConformance } from '../conformance/describe-event-store-conformance';
import { appendInTransaction } from './append';
import { createPostgresEventStore } from './postgres-event-store';
import { eventTables } from './tables';

const SCHEMA = 'event_store';
let database: TestDatabase | undefined;

describeEventStoreConformance(
  'Postgres event store',
  async () => {
    database = await createTestDatabase();
    const store = createPostgresEventStore({ pool: database.pool, schema: SCHEMA });
    await store.migrate();
    await store.migrate();
    return {
      store,
      async cleanup() {
        await store.close();
        // pool.end() resolves before its connections have closed; the forced drop may terminate them.
        database?.pool.on('error', () => undefined);
        await database?.drop();
      },
    };
  },
  {
    globallyUniqueEventIds: true,
    async beginSlowAppend(streamId, events) {
      const client = await database!.pool.connect();
      await client.query('BEGIN');
      await appendInTransaction(client, eventTables(SCHEMA), streamId, events, 'no_stream');
      return {
        async commit() {
          await client.query('COMMIT');
          client.release();
        },
      };
    },
  },
);
