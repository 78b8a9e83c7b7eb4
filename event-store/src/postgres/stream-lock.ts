import type pg from 'pg';
import type { StreamState } from '../append-rules';
import type { EventTables } from './tables';

interface StreamRow {
  revision: string;
  truncate_before: string | null;
  tombstoned: boolean;
}

/**
 * Locks the stream's row until the transaction ends, creating it (revision -1) when missing, so
 * concurrent writers to one stream queue up and each sees the revision its predecessor committed.
 */
export async function lockStream(client: pg.ClientBase, tables: EventTables, streamId: string): Promise<StreamState> {
  // The no-op update takes the row lock and returns the row in the same round trip as the insert.
  const { rows } = await client.query<StreamRow>(
    `INSERT INTO ${tables.streams} (stream_id, revision) VALUES ($1, -1)
     ON CONFLICT (stream_id) DO UPDATE SET stream_id = EXCLUDED.stream_id
     RETURNING revision::text AS revision, truncate_before::text AS truncate_before, tombstoned`,
    [streamId],
  );
  const row = rows[0];
  if (!row) throw new Error(`Stream row for ${streamId} vanished while locking it`);
  return toStreamState(row);
}

export function toStreamState(row: StreamRow): StreamState {
  return {
    revision: BigInt(row.revision),
    truncateBefore: row.truncate_before === null ? null : BigInt(row.truncate_before),
    tombstoned: row.tombstoned,
  };
}
