import type pg from 'pg';
import { feedHorizonFunctionSql } from './feed-horizon';
import type { EventTables } from './tables';

/** Serialises concurrent migrations from several processes starting at once. */
export const MIGRATION_LOCK = 7_401_662_113;

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
    appendFunctionSql(tables),
    appendBatchFunctionSql(tables),
    feedHorizonFunctionSql(tables),
  ];
}

/**
 * The common append in one statement, so one round trip: lock (or create) the stream's row, then
 * append when none of the ids is recorded yet and the expected revision holds, and notify. It
 * answers 'tombstoned', 'conflict' (with the revision) or 'recorded' without writing an event;
 * the caller maps those to the port's errors, and takes the transactional path for 'recorded'
 * (a retry or a duplicate id). The expected-revision rule is that of `append-rules.ts`.
 */
function appendFunctionSql(tables: EventTables): string {
  return `CREATE OR REPLACE FUNCTION ${tables.appendFunction}(
      p_stream text, p_expected text, p_events jsonb, p_channel text,
      OUT outcome text, OUT revision bigint, OUT commit_position text, OUT prepare_position text)
    LANGUAGE plpgsql AS $fn$
    DECLARE
      current record;
      live boolean;
      recorded boolean;
      last_position bigint;
    BEGIN
      INSERT INTO ${tables.streams} AS s (stream_id, revision) VALUES (p_stream, -1)
        ON CONFLICT (stream_id) DO UPDATE SET stream_id = EXCLUDED.stream_id
        RETURNING s.revision, s.truncate_before, s.tombstoned INTO current;
      revision := current.revision;
      IF current.tombstoned THEN
        outcome := 'tombstoned';
        RETURN;
      END IF;
      -- A retry finds its ids in the stream it wrote; a new stream holds none, and an id recorded
      -- in another stream fails the unique constraint. Planned per call (EXECUTE): a plan cached
      -- while the log was small would scan the whole log once it has grown.
      IF current.revision >= 0 THEN
        EXECUTE format('SELECT EXISTS (SELECT 1 FROM %s WHERE event_id = ANY ($1))', '${tables.events}')
          INTO recorded USING ARRAY(SELECT (e->>'eventId')::uuid FROM jsonb_array_elements(p_events) AS e);
        IF recorded THEN
          outcome := 'recorded';
          RETURN;
        END IF;
      END IF;
      live := current.revision >= 0 AND (current.truncate_before IS NULL OR current.revision >= current.truncate_before);
      IF NOT (CASE p_expected WHEN 'any' THEN true WHEN 'no_stream' THEN NOT live WHEN 'stream_exists' THEN live
              ELSE p_expected::bigint = current.revision END) THEN
        outcome := 'conflict';
        RETURN;
      END IF;
      WITH inserted AS (
        INSERT INTO ${tables.events} (stream_id, stream_revision, event_id, type, schema_version, data, metadata)
        SELECT p_stream, current.revision + e.ordinal, (e.value->>'eventId')::uuid, e.value->>'type',
               (e.value->>'schemaVersion')::int, e.value->'data', e.value->'metadata'
          FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ordinal)
         ORDER BY e.ordinal
        RETURNING global_position
      )
      SELECT max(global_position) INTO last_position FROM inserted;
      revision := current.revision + jsonb_array_length(p_events);
      UPDATE ${tables.streams} SET revision = append_events.revision WHERE stream_id = p_stream;
      IF p_channel IS NOT NULL THEN
        PERFORM pg_notify(p_channel, p_stream);
      END IF;
      outcome := 'appended';
      commit_position := pg_current_xact_id()::text;
      prepare_position := last_position::text;
    END
    $fn$`;
}

/**
 * Group commit: many appends, each to another stream, in one transaction (one round trip, one
 * WAL flush). Each is `append_events` on its own, in stream order so that two batches never wait
 * on each other's locks in a cycle; the outcome of each is reported by its ordinal (1-based) and
 * one refused append leaves the others appended. One notification wakes the pollers.
 */
function appendBatchFunctionSql(tables: EventTables): string {
  return `CREATE OR REPLACE FUNCTION ${tables.appendBatchFunction}(p_appends jsonb, p_channel text)
    RETURNS TABLE (ordinal bigint, outcome text, revision bigint, commit_position text, prepare_position text)
    LANGUAGE plpgsql AS $fn$
    DECLARE
      item record;
    BEGIN
      FOR item IN SELECT a.value, a.ordinal FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS a(value, ordinal)
                   ORDER BY a.value->>'streamId', a.ordinal LOOP
        ordinal := item.ordinal;
        SELECT r.outcome, r.revision, r.commit_position, r.prepare_position
          INTO outcome, revision, commit_position, prepare_position
          FROM ${tables.appendFunction}(item.value->>'streamId', item.value->>'expected', item.value->'events', NULL) AS r;
        RETURN NEXT;
      END LOOP;
      PERFORM pg_notify(p_channel, 'batch');
    END
    $fn$`;
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
