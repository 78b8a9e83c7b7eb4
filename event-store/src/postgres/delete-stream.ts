import type pg from 'pg';
import { assertExpectedRevision } from '../append-rules';
import { StreamDeletedError, type ExpectedRevision } from '../port';
import { lockStream } from './stream-lock';
import type { EventTables } from './tables';
import { inTransaction } from './transaction';

/** Soft delete keeps the events (the feed still carries them) and hides them from stream reads. */
export async function softDeleteStream(pool: pg.Pool, tables: EventTables, streamId: string, expected: ExpectedRevision): Promise<void> {
  await inTransaction(pool, async (client) => {
    await lockDeletable(client, tables, streamId, expected);
    await client.query(`UPDATE ${tables.streams} SET truncate_before = revision + 1 WHERE stream_id = $1 AND revision >= 0`, [streamId]);
  });
}

export async function tombstoneStream(pool: pg.Pool, tables: EventTables, streamId: string, expected: ExpectedRevision): Promise<void> {
  await inTransaction(pool, async (client) => {
    await lockDeletable(client, tables, streamId, expected);
    await client.query(`UPDATE ${tables.streams} SET tombstoned = true WHERE stream_id = $1`, [streamId]);
  });
}

async function lockDeletable(client: pg.ClientBase, tables: EventTables, streamId: string, expected: ExpectedRevision): Promise<void> {
  const state = await lockStream(client, tables, streamId);
  if (state.tombstoned) throw new StreamDeletedError(streamId);
  assertExpectedRevision(streamId, expected, state);
}
