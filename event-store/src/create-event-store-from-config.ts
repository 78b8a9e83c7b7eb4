import type pg from 'pg';
import { withEncryption } from './encryption/encrypting-event-store';
import type { PersonKeys } from './encryption/person-keys';
import { cachePersonKeys } from './encryption/cached-person-keys';
import { createPostgresPersonKeys } from './encryption/postgres-person-keys';
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
  /** The people's data keys (`openPersonKeys`): every adapter is wrapped in the encryption decorator. */
  keys: PersonKeys;
  /** The PostgreSQL schema of `person_keys`, which the Postgres store's erasure guard reads; `public` by default. */
  keysSchema?: string;
}

export class EventStoreConfigError extends Error {
  override readonly name = 'EventStoreConfigError';
}

/** The store the configuration names, sealing personal data; the Postgres one has its tables migrated before it is returned. */
export async function createEventStoreFromConfig(config: EventStoreConfig): Promise<EventStore> {
  return withEncryption(await createAdapter(config), { keys: config.keys });
}

async function createAdapter(config: EventStoreConfig): Promise<EventStore> {
  if (config.kind === 'esdb') {
    if (!config.esdbConnectionString) throw new EventStoreConfigError('EVENT_STORE=esdb needs ESDB_CONNECTION_STRING');
    return createEsdbEventStore({ client: connectEsdb(config.esdbConnectionString) });
  }
  if (!config.pool) throw new EventStoreConfigError('The Postgres event store needs a database pool');
  const store = createPostgresEventStore({ pool: config.pool, ...(config.schema ? { schema: config.schema } : {}) });
  await store.migrate();
  await store.guardErasedPeople(config.keysSchema);
  return store;
}

/** The `person_keys` table in PostgreSQL (whatever the event store), migrated, behind a short-lived cache. */
export async function openPersonKeys(pool: pg.Pool, keyEncryptionKey: Buffer, schema?: string): Promise<PersonKeys> {
  const keys = createPostgresPersonKeys(pool, keyEncryptionKey, schema);
  await keys.migrate();
  return cachePersonKeys(keys);
}
