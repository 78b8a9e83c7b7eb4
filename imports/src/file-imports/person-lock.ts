import type pg from 'pg';

/** The first key of the advisory lock pair: names the import lock among the product's others. */
const IMPORT_LOCK_SPACE = 'glyco-import';
const LOCK = 'SELECT pg_advisory_lock(hashtext($1), hashtext($2))';
const UNLOCK = 'SELECT pg_advisory_unlock(hashtext($1), hashtext($2))';

/**
 * Runs `work` holding a PostgreSQL advisory lock keyed on the person, so two imports of one
 * person never interleave while imports of different people run side by side. One session holds
 * the lock for the whole import, and the lock ends with it, even if this process dies.
 */
export async function withPersonImportLock<T>(pool: pg.Pool, userId: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const keys = [IMPORT_LOCK_SPACE, userId];
  try {
    await client.query(LOCK, keys);
  } catch (error) {
    client.release(true);
    throw error;
  }
  try {
    return await work();
  } finally {
    try {
      await client.query(UNLOCK, keys);
      client.release();
    } catch {
      // A session that may still hold the lock is closed rather than handed to the next caller.
      client.release(true);
    }
  }
}
