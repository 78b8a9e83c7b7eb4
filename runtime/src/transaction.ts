import type pg from 'pg';

/**
 * Runs `work` in one transaction on a pooled connection. `settings` are SET LOCAL statements sent
 * with BEGIN in the same round trip, and so is `opening`, a first statement without parameters
 * (one that fails the transaction rolls it back before `work` runs). A connection whose ROLLBACK
 * failed is discarded, not reused.
 */
export function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  settings: readonly string[] = [],
  opening?: string,
): Promise<T> {
  return rollingBackOnError(pool, async (client) => {
    await client.query(['BEGIN', ...settings.map((setting) => `SET LOCAL ${setting}`), ...(opening ? [opening] : [])].join('; '));
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  });
}

/**
 * BEGIN, `settings` (SET LOCAL), `statements` (without parameters) and COMMIT sent as one query:
 * a transaction in one round trip. A failing statement skips the rest and the transaction is
 * rolled back; a connection whose ROLLBACK failed is discarded.
 */
export function runTransactionScript(pool: pg.Pool, statements: readonly string[], settings: readonly string[] = []): Promise<void> {
  return rollingBackOnError(pool, async (client) => {
    await client.query(['BEGIN', ...settings.map((setting) => `SET LOCAL ${setting}`), ...statements, 'COMMIT'].join(';\n'));
  });
}

/** `work` on a pooled connection that is rolled back if it throws, and discarded if that fails too. */
async function rollingBackOnError<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await work(client);
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
