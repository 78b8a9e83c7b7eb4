import type pg from 'pg';

/**
 * Runs `work` in one transaction on a pooled connection. `settings` are SET LOCAL statements sent
 * with BEGIN in the same round trip, and so is `opening`, a first statement without parameters,
 * whose result `work` receives. A connection whose ROLLBACK failed is discarded, not reused.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient, opened: pg.QueryResult | undefined) => Promise<T>,
  settings: readonly string[] = [],
  opening?: string,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const statements = ['BEGIN', ...settings.map((setting) => `SET LOCAL ${setting}`), ...(opening ? [opening] : [])];
    const results = (await client.query(statements.join('; '))) as pg.QueryResult | pg.QueryResult[];
    const result = await work(client, opening ? (results as pg.QueryResult[]).at(-1) : undefined);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * BEGIN, `settings` (SET LOCAL), `statements` (without parameters) and COMMIT sent as one query:
 * a transaction in one round trip. A failing statement skips the rest and the transaction is
 * rolled back; a connection whose ROLLBACK failed is discarded.
 */
export async function runTransactionScript(pool: pg.Pool, statements: readonly string[], settings: readonly string[] = []): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(['BEGIN', ...settings.map((setting) => `SET LOCAL ${setting}`), ...statements, 'COMMIT'].join(';\n'));
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
