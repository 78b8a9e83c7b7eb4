import type pg from 'pg';
import { connectEsdb } from './esdb/esdb-client';
import { createEsdbEventStore } from './esdb/esdb-event-store';
import type { EventStore } from './port';
import { createPostgresEventStore } from './postgres/postgres-event-store';

export interface EventStoreConfig {
  kind: 'postgres' | 'esdb';
  /** Required for `postgres`. */
  pool?: pg.Pool;
  /** Required for `esdb`, e.g. `esdb://localhost:2113?tls=false`. */
  esdbConnectionString?: string;
  /** PostgreSQL schema for the event tables; `public` by default. */
  schema?: string;
}

export class EventStoreConfigError extends Error {
  override readonly name = 'EventStoreConfigError';
}

/** The store the configuration names; the Postgres one has its tables migrated before it is returned. */
export async function createEventStoreFromConfig(config: EventStoreConfig): Promise<EventStore> {
  if (config.kind === 'esdb') {
    if (!config.esdbConnectionString) throw new EventStoreConfigError('EVENT_STORE=esdb needs ESDB_CONNECTION_STRING');
    return createEsdbEventStore({ client: connectEsdb(config.esdbConnectionString) });
  }
  if (!config.pool) throw new EventStoreConfigError('The Postgres event store needs a database pool');
  const store = createPostgresEventStore({ pool: config.pool, ...(config.schema ? { schema: config.schema } : {}) });
  await store.migrate();
  return store;
}
