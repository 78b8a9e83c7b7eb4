import type pg from 'pg';
import { DuplicateEventIdError } from '../append-errors';
import { assertAppendable, assertExpectedRevision, findIdenticalRetry, type RecordedEventRef } from '../append-rules';
import { StreamDeletedError, WrongExpectedRevisionError, type AppendResult, type EventToAppend, type ExpectedRevision, type Position } from '../port';
import { toPosition } from './rows';
import { lockStream } from './stream-lock';
import type { EventTables } from './tables';
import { inTransaction } from './transaction';

export interface PositionRow {
  event_id: string;
  stream_id: string;
  stream_revision: string;
  commit_position: string;
  prepare_position: string;
}

export const POSITION_COLUMNS = `event_id, stream_id, stream_revision::text AS stream_revision,
  transaction_id::text AS commit_position, global_position::text AS prepare_position`;

/** What the append functions (`append_events`, `append_events_batch`) answer for one append. */
export interface AppendRow {
  outcome: 'appended' | 'conflict' | 'tombstoned' | 'recorded';
  revision: string;
  commit_position: string | null;
  prepare_position: string | null;
}

/** One statement (the server-side function) in the common case; a transaction when an id is already recorded. */
export async function appendEvents(
  pool: pg.Pool,
  tables: EventTables,
  streamId: string,
  events: readonly EventToAppend[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  assertAppendable(streamId, events);
  try {
    const { rows } = await pool.query<AppendRow>(`SELECT * FROM ${tables.appendFunction}($1, $2, $3::jsonb, $4)`, [
      streamId,
      String(expected),
      JSON.stringify(toInsertable(events)),
      tables.channel,
    ]);
    return await appendResultOf(pool, tables, streamId, events, expected, rows[0]!);
  } catch (error) {
    throw asDuplicateEventId(error, streamId);
  }
}

/** The port's answer to an append function's row; 'recorded' (a retry or a duplicate id) is decided in a transaction of its own. */
export async function appendResultOf(
  pool: pg.Pool,
  tables: EventTables,
  streamId: string,
  events: readonly EventToAppend[],
  expected: ExpectedRevision,
  row: AppendRow,
): Promise<AppendResult> {
  switch (row.outcome) {
    case 'appended':
      return { nextExpectedRevision: BigInt(row.revision), position: toPosition(row.commit_position!, row.prepare_position!) };
    case 'conflict':
      throw new WrongExpectedRevisionError(streamId, expected, BigInt(row.revision) >= 0n ? BigInt(row.revision) : 'no_stream');
    case 'tombstoned':
      throw new StreamDeletedError(streamId);
    case 'recorded':
      try {
        return await inTransaction(pool, (client) => appendInTransaction(client, tables, streamId, events, expected));
      } catch (error) {
        throw asDuplicateEventId(error, streamId);
      }
  }
}

export function toInsertable(events: readonly EventToAppend[]) {
  return events.map((event) => ({
    eventId: event.eventId,
    type: event.type,
    schemaVersion: event.schemaVersion ?? 1,
    data: event.data,
    metadata: event.metadata ?? {},
  }));
}

/** The append's work inside a transaction the caller opened and will commit. */
export async function appendInTransaction(
  client: pg.ClientBase,
  tables: EventTables,
  streamId: string,
  events: readonly EventToAppend[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  assertAppendable(streamId, events);
  const state = await lockStream(client, tables, streamId);
  if (state.tombstoned) throw new StreamDeletedError(streamId);
  const eventIds = events.map((event) => event.eventId);
  const retry = findIdenticalRetry(streamId, expected, eventIds, await findRecorded(client, tables, eventIds));
  if (retry) return { nextExpectedRevision: retry.revision, position: retry.position };
  assertExpectedRevision(streamId, expected, state);
  const last = await insertEvents(client, tables, streamId, state.revision, events);
  return { nextExpectedRevision: last.revision, position: last.position };
}

export async function findRecorded(client: pg.ClientBase, tables: EventTables, eventIds: readonly string[]): Promise<RecordedEventRef[]> {
  const { rows } = await client.query<PositionRow>(`SELECT ${POSITION_COLUMNS} FROM ${tables.events} WHERE event_id = ANY($1::uuid[])`, [eventIds]);
  return rows.map(toRef);
}

async function insertEvents(
  client: pg.ClientBase,
  tables: EventTables,
  streamId: string,
  currentRevision: bigint,
  events: readonly EventToAppend[],
): Promise<{ revision: bigint; position: Position }> {
  const batch = toInsertable(events);
  // Insert, move the stream's revision and wake the pollers in one statement (one round trip).
  const { rows } = await client.query<PositionRow>(
    `WITH inserted AS (
       INSERT INTO ${tables.events} (stream_id, stream_revision, event_id, type, schema_version, data, metadata)
       SELECT $1, $2::bigint + e.ordinal, (e.value->>'eventId')::uuid, e.value->>'type',
              (e.value->>'schemaVersion')::int, e.value->'data', e.value->'metadata'
         FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(value, ordinal)
        ORDER BY e.ordinal
       RETURNING ${POSITION_COLUMNS}
     ), moved AS (
       UPDATE ${tables.streams} SET revision = $2::bigint + $4::bigint WHERE stream_id = $1
     ), woken AS (
       SELECT pg_notify($5, $1)
     )
     SELECT inserted.* FROM inserted, woken`,
    [streamId, currentRevision.toString(), JSON.stringify(batch), events.length, tables.channel],
  );
  const refs = rows.map(toRef).sort((a, b) => (a.revision < b.revision ? -1 : 1));
  return refs[refs.length - 1]!;
}

export function toRef(row: PositionRow): RecordedEventRef {
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    position: toPosition(row.commit_position, row.prepare_position),
  };
}

/** A concurrent append that wrote the same event id elsewhere first. */
export function asDuplicateEventId(error: unknown, streamId: string): unknown {
  const pgError = error as { code?: string; constraint?: string; detail?: string };
  if (pgError.code !== '23505' || !pgError.constraint?.endsWith('event_id_key')) return error;
  const eventId = /\(event_id\)=\(([^)]+)\)/.exec(pgError.detail ?? '')?.[1] ?? 'unknown';
  return new DuplicateEventIdError(streamId, eventId);
}
