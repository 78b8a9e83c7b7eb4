import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import type { RowQuery } from './row-query';

const BATCH_SIZE = 500;

/**
 * The presented rows of a query, read through a server-side cursor in batches so memory stays
 * flat for years of readings. Nothing is read (and no connection taken) until the first row is
 * asked for; the connection goes back to the pool when the rows end, fail or the reader stops,
 * and one abandoned mid-cursor is closed rather than reused.
 */
export async function* cursorRows<T>(pool: pg.Pool, query: RowQuery<T>): AsyncGenerator<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  let finished = false;
  try {
    for await (const row of client.query(new QueryStream(query.text, query.values, { batchSize: BATCH_SIZE }))) {
      yield query.present(row as never);
    }
    finished = true;
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    client.release(failure ?? !finished);
  }
}
