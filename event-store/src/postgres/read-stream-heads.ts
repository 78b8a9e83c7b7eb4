import type pg from 'pg';
import type { StreamHead } from '../port';
import type { EventTables } from './tables';

/** Soft-deleted and tombstoned streams are left out, as their reads fail. */
export async function readStreamHeads(pool: pg.Pool, tables: EventTables, streamIds: readonly string[]): Promise<Map<string, StreamHead>> {
  if (streamIds.length === 0) return new Map();
  const { rows } = await pool.query<{ stream_id: string; revision: string; type: string }>(
    `SELECT s.stream_id, s.revision::text AS revision, e.type
       FROM ${tables.streams} s
       JOIN ${tables.events} e ON e.stream_id = s.stream_id AND e.stream_revision = s.revision
      WHERE s.stream_id = ANY($1::text[]) AND NOT s.tombstoned AND s.revision >= coalesce(s.truncate_before, 0)`,
    [[...new Set(streamIds)]],
  );
  return new Map(rows.map((row) => [row.stream_id, { revision: BigInt(row.revision), lastEventType: row.type }]));
}
