import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import type { PageKey, PageOf, RowQuery } from './row-query';

// A page of rows is a few hundred kilobytes at most, and 100,000 readings take 100 short queries.
export const PAGE_ROWS = 1_000;
const CURSOR_BATCH_SIZE = 500;

/**
 * The presented rows of a query, in bounded memory for years of readings. A query with pages
 * (`keysetPages`) is read a page at a time, each page on a connection taken and given back at
 * once, so a reader that stops reading holds none. Any other is read through a server-side cursor,
 * which holds its connection until the rows end, fail or the reader stops (one abandoned
 * mid-cursor is closed rather than reused). Nothing is read until the first row is asked for.
 */
export async function* cursorRows<T>(pool: pg.Pool, query: RowQuery<T>): AsyncGenerator<T> {
  if (query.pages) yield* pagedRows(pool, query, query.pages);
  else yield* cursorOnOneConnection(pool, query);
}

async function* pagedRows<T>(pool: pg.Pool, query: RowQuery<T>, pages: PageOf): AsyncGenerator<T> {
  let after: PageKey | undefined;
  for (;;) {
    const { rows } = await pool.query<PageKey>(pages(after, PAGE_ROWS));
    for (const row of rows) yield query.present(row as never);
    if (rows.length < PAGE_ROWS) return;
    after = rows[rows.length - 1];
  }
}

async function* cursorOnOneConnection<T>(pool: pg.Pool, query: RowQuery<T>): AsyncGenerator<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  let finished = false;
  try {
    for await (const row of client.query(new QueryStream(query.text, query.values, { batchSize: CURSOR_BATCH_SIZE }))) {
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
