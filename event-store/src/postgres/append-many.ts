import type pg from 'pg';
import { appendManyResult, assertWritesAppendable, planWrite, type WritePlan } from '../append-many-rules';
import { UNKNOWN_STREAM, type RecordedEventRef, type StreamState } from '../append-rules';
import type { AppendManyResult, Position, StreamWrite } from '../port';
import { asDuplicateEventId, findRecorded } from './append';
import { toPosition } from './rows';
import { toStreamState } from './stream-lock';
import type { EventTables } from './tables';
import { inTransaction } from './transaction';

/** Events per INSERT statement: large enough to be set-based, small enough to keep a statement's memory modest. */
const EVENTS_PER_STATEMENT = 4_000;

type StreamRow = { stream_id: string; revision: string; truncate_before: string | null; tombstoned: boolean };

/**
 * One transaction: lock every named stream (in one sorted statement, so two calls never deadlock),
 * look up the event ids already recorded, then insert the accepted writes a chunk per statement.
 */
export async function appendManyEvents(pool: pg.Pool, tables: EventTables, writes: readonly StreamWrite[]): Promise<AppendManyResult> {
  assertWritesAppendable(writes);
  if (writes.length === 0) return { outcomes: [], position: undefined };
  try {
    return await inTransaction(pool, async (client) => {
      const states = await lockStreams(client, tables, writes);
      const recorded = groupByEventId(await findRecorded(client, tables, writes.flatMap((write) => write.events.map((event) => event.eventId))));
      const plans = writes.map((write) =>
        planWrite(write, states.get(write.streamId) ?? UNKNOWN_STREAM, write.events.flatMap((event) => recorded.get(event.eventId.toLowerCase()) ?? [])),
      );
      const accepted = plans.filter((plan): plan is Extract<WritePlan, { kind: 'append' }> => plan.kind === 'append');
      const appended = new Map(accepted.map((plan) => [plan.write.streamId, plan.currentRevision + BigInt(plan.write.events.length)]));
      const lastAppended = await insertAccepted(client, tables, accepted);
      if (accepted.length > 0) await moveRevisions(client, tables, appended);
      return appendManyResult(plans, appended, lastAppended);
    });
  } catch (error) {
    throw asDuplicateEventId(error, streamHoldingAnyRecordedId(writes, error));
  }
}

/** The write whose event a concurrent append recorded first, named in the unique violation. */
function streamHoldingAnyRecordedId(writes: readonly StreamWrite[], error: unknown): string {
  const detail = (error as { detail?: string }).detail ?? '';
  return writes.find((write) => write.events.some((event) => detail.includes(event.eventId)))?.streamId ?? writes[0]!.streamId;
}

async function lockStreams(client: pg.ClientBase, tables: EventTables, writes: readonly StreamWrite[]): Promise<Map<string, StreamState>> {
  const { rows } = await client.query<StreamRow>(
    `INSERT INTO ${tables.streams} (stream_id, revision)
     SELECT id, -1 FROM unnest($1::text[]) AS t(id) ORDER BY id
     ON CONFLICT (stream_id) DO UPDATE SET stream_id = EXCLUDED.stream_id
     RETURNING stream_id, revision::text AS revision, truncate_before::text AS truncate_before, tombstoned`,
    [writes.map((write) => write.streamId)],
  );
  return new Map(rows.map((row) => [row.stream_id, toStreamState(row)]));
}

function groupByEventId(refs: readonly RecordedEventRef[]): Map<string, RecordedEventRef> {
  return new Map(refs.map((ref) => [ref.eventId.toLowerCase(), ref]));
}

async function insertAccepted(client: pg.ClientBase, tables: EventTables, accepted: readonly Extract<WritePlan, { kind: 'append' }>[]): Promise<Position | undefined> {
  const rows = accepted.flatMap((plan) =>
    plan.write.events.map((event, index) => ({ streamId: plan.write.streamId, revision: plan.currentRevision + 1n + BigInt(index), event })),
  );
  let last: Position | undefined;
  for (let start = 0; start < rows.length; start += EVENTS_PER_STATEMENT) {
    last = await insertChunk(client, tables, rows.slice(start, start + EVENTS_PER_STATEMENT));
  }
  return last;
}

async function insertChunk(
  client: pg.ClientBase,
  tables: EventTables,
  chunk: readonly { streamId: string; revision: bigint; event: StreamWrite['events'][number] }[],
): Promise<Position> {
  // One JSON document for the chunk: the driver would otherwise escape every event's JSON as an
  // element of an array literal, and the server parse it back, both several times slower.
  const events = chunk.map((row) => ({
    stream_id: row.streamId, stream_revision: row.revision.toString(), event_id: row.event.eventId, type: row.event.type,
    schema_version: row.event.schemaVersion ?? 1, data: row.event.data, metadata: row.event.metadata ?? {},
  }));
  const { rows } = await client.query<{ commit_position: string; prepare_position: string }>(
    `WITH inserted AS (
       INSERT INTO ${tables.events} (stream_id, stream_revision, event_id, type, schema_version, data, metadata)
       SELECT e.stream_id, e.stream_revision, e.event_id, e.type, e.schema_version, e.data, e.metadata
         FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (stream_id text, stream_revision bigint, event_id uuid, type text,
                                                           schema_version int, data jsonb, metadata jsonb))
              WITH ORDINALITY AS e(stream_id, stream_revision, event_id, type, schema_version, data, metadata, ordinal)
        ORDER BY e.ordinal
       RETURNING global_position
     )
     SELECT pg_current_xact_id()::text AS commit_position, max(global_position)::text AS prepare_position FROM inserted`,
    [JSON.stringify(events)],
  );
  return toPosition(rows[0]!.commit_position, rows[0]!.prepare_position);
}

/** Moves each appended stream's revision and wakes the pollers, in one statement. */
async function moveRevisions(client: pg.ClientBase, tables: EventTables, appended: ReadonlyMap<string, bigint>): Promise<void> {
  await client.query(
    `WITH moved AS (
       UPDATE ${tables.streams} AS s SET revision = v.revision
         FROM unnest($1::text[], $2::bigint[]) AS v(stream_id, revision)
        WHERE s.stream_id = v.stream_id
     )
     SELECT pg_notify($3, 'many')`,
    [[...appended.keys()], [...appended.values()].map(String), tables.channel],
  );
}
