import type pg from 'pg';
import type { EventStore } from '../port';
import { appendManyEvents } from './append-many';
import { ChannelListener } from '@glyco/runtime/notifications';
import { softDeleteStream, tombstoneStream } from './delete-stream';
import { migrateEventStore } from './migrate';
import { readAllEvents, readHeadPosition } from './read-all';
import { readStreamEvents } from './read-stream';
import { readStreamHeads } from './read-stream-heads';
import { appendEvents } from './append';
import { createGroupCommit, type Append } from './group-commit';
import { eventTables } from './tables';
import { asPersonErased, guardErasedPeople } from './erasure-guard';
import { createPersonKeysTable } from '../encryption/postgres-person-keys';
import { personKeysTable } from '../encryption/erasure-lock';

export interface PostgresEventStoreOptions {
  pool: pg.Pool;
  /** PostgreSQL schema holding the `events` and `streams` tables; `public` by default. */
  schema?: string;
  /** Appends arriving while others are in flight share a transaction (`group-commit.ts`); true by default. */
  groupCommit?: boolean;
}

export interface PostgresEventStore extends EventStore {
  /** Creates the schema and tables when missing; safe to run on every start. */
  migrate(): Promise<void>;
  /**
   * Installs the guard that refuses events sealed for a person whose erasure began
   * (`erasure-guard.ts`), reading `person_keys` in `keysSchema` (created when missing).
   */
  guardErasedPeople(keysSchema?: string): Promise<void>;
}

const rethrowErased = (error: unknown): never => {
  throw asPersonErased(error);
};

/** The pool stays the caller's: `close()` ends only the store's LISTEN connection. */
export function createPostgresEventStore({ pool, schema, groupCommit = true }: PostgresEventStoreOptions): PostgresEventStore {
  const tables = eventTables(schema);
  const notifications = new ChannelListener(pool.options, tables.channel);
  const append: Append = groupCommit ? createGroupCommit(pool, tables) : (streamId, events, expected) => appendEvents(pool, tables, streamId, events, expected);
  return {
    migrate: () => migrateEventStore(pool, tables),
    async guardErasedPeople(keysSchema) {
      await createPersonKeysTable(pool, keysSchema);
      await guardErasedPeople(pool, tables, personKeysTable(keysSchema));
    },
    append: (streamId, events, options) => append(streamId, events, options?.expectedRevision ?? 'any').catch(rethrowErased),
    appendMany: (writes) => appendManyEvents(pool, tables, writes).catch(rethrowErased),
    readStreamHeads: (streamIds) => readStreamHeads(pool, tables, streamIds),
    readStream: (streamId, options = {}) => readStreamEvents(pool, tables, streamId, options),
    readAll: (options) => readAllEvents(pool, tables, options),
    headPosition: () => readHeadPosition(pool, tables),
    // Only appends wake a watcher, not the listener's connection opening.
    watch: (onAppend) => notifications.watch((payload) => payload !== undefined && onAppend()),
    softDelete: (streamId, options) => softDeleteStream(pool, tables, streamId, options?.expectedRevision ?? 'any'),
    tombstone: (streamId, options) => tombstoneStream(pool, tables, streamId, options?.expectedRevision ?? 'any'),
    close: () => notifications.close(),
  };
}
