import type pg from 'pg';
import type { EventTables } from './tables';

/** Serialises concurrent migrations from several processes starting at once. */
const MIGRATION_LOCK = 7_401_662_113;

function migrationSql(tables: EventTables): string[] {
  return [
    `CREATE SCHEMA IF NOT EXISTS ${tables.schema}`,
    `CREATE TABLE IF NOT EXISTS ${tables.events} (
      global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      stream_id text NOT NULL,
      stream_revision bigint NOT NULL,
      event_id uuid NOT NULL UNIQUE,
      type text NOT NULL,
      schema_version int NOT NULL DEFAULT 1,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (stream_id, stream_revision)
    )`,
    `CREATE INDEX IF NOT EXISTS events_feed_order ON ${tables.events} (transaction_id, global_position)`,
    `CREATE TABLE IF NOT EXISTS ${tables.streams} (
      stream_id text PRIMARY KEY,
      revision bigint NOT NULL,
      truncate_before bigint,
      tombstoned boolean NOT NULL DEFAULT false
    )`,
  ];
}

/** Idempotent: creates what is missing, leaves existing tables and rows alone. */
export async function migrateEventStore(pool: pg.Pool, tables: EventTables): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    for (const statement of migrationSql(tables)) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
