import type pg from 'pg';

/**
 * Runs `work` in one transaction on a pooled connection. `settings` are SET LOCAL statements sent
 * with BEGIN in the same round trip. A connection whose ROLLBACK failed is discarded, not reused.
 */
export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, settings: readonly string[] = []): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(['BEGIN', ...settings.map((setting) => `SET LOCAL ${setting}`)].join('; '));
    const result = await work(client);
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
