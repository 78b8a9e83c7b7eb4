import type pg from 'pg';
import { isLive } from '../append-rules';
import { StreamDeletedError, StreamNotFoundError, type ReadStreamOptions, type RecordedEvent } from '../port';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './rows';
import { toStreamState } from './stream-lock';
import type { EventTables } from './tables';

type StreamEventRow = { head_revision: string; truncate_before: string | null; tombstoned: boolean } & Partial<EventRow>;

const LAST_REVISION = '9223372036854775807';

/** One statement, so the stream's state and its events come from one snapshot. */
function readStreamSql(tables: EventTables, direction: 'forwards' | 'backwards'): string {
  const [bound, order] = direction === 'forwards' ? ['>=', 'ASC'] : ['<=', 'DESC'];
  return `WITH s AS (SELECT revision, truncate_before, tombstoned FROM ${tables.streams} WHERE stream_id = $1)
    SELECT s.revision::text AS head_revision, s.truncate_before::text AS truncate_before, s.tombstoned, e.*
      FROM s LEFT JOIN LATERAL (
        SELECT ${EVENT_COLUMNS} FROM ${tables.events}
         WHERE stream_id = $1 AND stream_revision >= coalesce(s.truncate_before, 0) AND stream_revision ${bound} $2::bigint
         -- Qualified: the bare name would sort by the selected text column, putting revision 10 before 2.
         ORDER BY ${tables.events}.stream_revision ${order} LIMIT $3
      ) e ON true`;
}

export async function readStreamEvents(pool: pg.Pool, tables: EventTables, streamId: string, options: ReadStreamOptions): Promise<RecordedEvent[]> {
  const direction = options.direction ?? 'forwards';
  const from = options.fromRevision?.toString() ?? (direction === 'forwards' ? '0' : LAST_REVISION);
  const { rows } = await pool.query<StreamEventRow>(readStreamSql(tables, direction), [streamId, from, options.maxCount ?? null]);
  const head = rows[0];
  if (head?.tombstoned) throw new StreamDeletedError(streamId);
  if (!head || !isLive(toStreamState({ revision: head.head_revision, truncate_before: head.truncate_before, tombstoned: false }))) {
    throw new StreamNotFoundError(streamId);
  }
  return rows.filter((row): row is StreamEventRow & EventRow => row.event_id != null).map(toRecordedEvent);
}
