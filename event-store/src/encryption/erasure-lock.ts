import type pg from 'pg';
import { withTransaction } from '@glyco/runtime/transaction';
import { quoteIdentifier } from '../postgres/tables';
import { PersonErasedError } from './person-keys';

/**
 * The advisory-lock namespace ('glye') of a person's erasure. Every write of their data takes it
 * shared, for its whole transaction; the start of their erasure takes it exclusive. A write
 * therefore either commits before the erasure starts (and the deleting side, which clears after,
 * sees it) or sees the tombstone and is refused. An advisory lock needs no row, so it also holds
 * for a person who has no key yet. Two people whose ids hash alike only wait on each other.
 */
const ERASURE_LOCK_NAMESPACE = 0x676c7965;

/** SQL taking the erasure lock of the person whose id is `personIdSql`, shared (writers) or exclusive (the erasure). */
export function erasureLockSql(personIdSql: string, mode: 'shared' | 'exclusive'): string {
  const lock = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  return `${lock}(${ERASURE_LOCK_NAMESPACE}, hashtext(${personIdSql}))`;
}

/** SQL true for a tombstone row of `person_keys` (as `alias`): the person's own-key row once their erasure has started. */
export function tombstoneSql(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `${column('period')} = '' AND (${column('wrapped_key')} IS NULL OR ${column('erased_at')} IS NOT NULL)`;
}

export const personKeysTable = (schema = 'public') => `${quoteIdentifier(schema)}.person_keys`;

/**
 * Runs `write` in one transaction that holds the person's erasure lock, shared, and only if their
 * erasure has not started: otherwise throws PersonErasedError and writes nothing. For data of a
 * person kept outside the event store (a rendered PDF, an upload, an email on its way).
 */
export async function unlessErased<T>(pool: pg.Pool, personId: string, write: (client: pg.PoolClient) => Promise<T>, schema?: string): Promise<T> {
  return withTransaction(pool, async (client) => {
    await client.query(`SELECT ${erasureLockSql('$1', 'shared')}`, [personId]);
    // A statement of its own: its snapshot is taken after the lock was granted.
    if (await isErasureBegun(client, personId, schema)) throw new PersonErasedError(personId);
    return write(client);
  });
}

/** Whether the person's erasure has begun; without the lock, a hint for skipping work early, never a guard. */
export async function isErasureBegun(db: pg.Pool | pg.PoolClient, personId: string, schema?: string): Promise<boolean> {
  const tombstone = await db.query(`SELECT 1 FROM ${personKeysTable(schema)} WHERE person_id = $1 AND ${tombstoneSql()}`, [personId]);
  return (tombstone.rowCount ?? 0) > 0;
}
