import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { COPY_MIN_ROWS, insertNewRows } from './copy-rows';
import { jsonRowsSql } from './json-rows';
import { createTestBed, type TestBed } from './fixtures/test-bed';

const COLUMNS = { id: 'int', note: 'text', detail: 'json' };

let bed: TestBed;
let client: pg.PoolClient;
beforeEach(async () => {
  bed = await createTestBed();
  await bed.pool.query('CREATE TABLE copied (id int PRIMARY KEY, note text, detail json)');
  client = await bed.pool.connect();
  await client.query('BEGIN');
});
afterEach(async () => {
  client.release();
  await bed.close();
});

const rowsOf = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, note: `row ${from + index}\twith a tab\\`, detail: { n: from + index, text: 'a\nb' } }));

/** The upsert a read model would pass: counts its calls. */
function upsertInto(rows: Record<string, unknown>[]) {
  const calls = { count: 0 };
  const upsert = async () => {
    calls.count += 1;
    await client.query(`INSERT INTO copied SELECT * FROM ${jsonRowsSql(1, COLUMNS)} ON CONFLICT (id) DO NOTHING`, [JSON.stringify(rows)]);
  };
  return { calls, upsert };
}

async function stored() {
  const { rows } = await client.query<{ id: number; note: string; detail: unknown }>('SELECT id, note, detail FROM copied ORDER BY id');
  return rows;
}

describe('inserting new rows', () => {
  it('copies a large batch, every value as it was given, without the upsert', async () => {
    // Sent in several pieces of COPY text.
    const rows = rowsOf(1, 5 * COPY_MIN_ROWS);
    const { calls, upsert } = upsertInto(rows);

    await insertNewRows(client, { table: 'copied', columns: COLUMNS, rows, upsert });

    expect(calls.count).toBe(0);
    expect(await stored()).toEqual(rows);
  });

  it('writes a small batch with the upsert', async () => {
    const rows = rowsOf(1, 3);
    const { calls, upsert } = upsertInto(rows);

    await insertNewRows(client, { table: 'copied', columns: COLUMNS, rows, upsert });

    expect(calls.count).toBe(1);
    expect(await stored()).toEqual(rows);
  });

  it('falls back to the upsert, in the same transaction, when a copied row exists already', async () => {
    const first = rowsOf(1, COPY_MIN_ROWS);
    await insertNewRows(client, { table: 'copied', columns: COLUMNS, rows: first, upsert: upsertInto(first).upsert });
    const again = rowsOf(COPY_MIN_ROWS, COPY_MIN_ROWS);
    const { calls, upsert } = upsertInto(again);

    await insertNewRows(client, { table: 'copied', columns: COLUMNS, rows: again, upsert });

    expect(calls.count).toBe(1);
    expect(await stored()).toEqual(rowsOf(1, 2 * COPY_MIN_ROWS - 1));
    await client.query('COMMIT');
    expect((await bed.pool.query('SELECT count(*)::int AS n FROM copied')).rows).toEqual([{ n: 2 * COPY_MIN_ROWS - 1 }]);
  });

  it('lets any other error through, leaving the transaction to roll back', async () => {
    const rows = rowsOf(1, COPY_MIN_ROWS).map((row) => ({ ...row, id: 'not a number' }));

    await expect(insertNewRows(client, { table: 'copied', columns: COLUMNS, rows, upsert: async () => undefined })).rejects.toThrow(/integer/);
  });
});
