import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { Projection } from './projection';
import { createProjector } from './projector';
import { retireProjections } from './retire';
import { appendSampleEvents } from './fixtures/sample-events';
import { createStreamStatsProjection, STREAM_STATS } from './fixtures/stream-stats';
import { createTestBed, type TestBed } from './fixtures/test-bed';

let bed: TestBed;
beforeEach(async () => {
  bed = await createTestBed();
});
afterEach(async () => {
  await bed.close();
});

async function leftovers(pool: pg.Pool) {
  const checkpoints = await pool.query('SELECT name FROM projection_checkpoints ORDER BY name');
  const relations = await pool.query(`SELECT relname FROM pg_class WHERE relname LIKE 'rm\\_%' AND relname NOT LIKE 'rm\\_kept%' OR relname IN ('stream_counts', 'stream_notes', 'deliveries') ORDER BY relname`);
  return { checkpoints: checkpoints.rows.map((row) => row.name), relations: relations.rows.map((row) => row.relname) };
}

describe('retireProjections', () => {
  it('drops every generation of a retired read model, live and building, with its views, and leaves the others', async () => {
    const other: Projection = {
      name: 'kept_model',
      version: 1,
      tables: ['kept_rows'],
      handles: ['Counted'],
      init: async ({ sql, table }) => void (await sql.query(`CREATE TABLE IF NOT EXISTS ${table('kept_rows')} (n int)`)),
      apply: async () => undefined,
    };
    await appendSampleEvents(bed.store, { streams: 2, eventsPerStream: 3 });
    await createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection(), other] }).catchUp();
    // A newer version starts building beside the live one.
    await createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection(2)] }).catchUp();
    expect((await leftovers(bed.pool)).relations).toContain('stream_counts');

    await retireProjections(bed.pool, [STREAM_STATS]);

    expect(await leftovers(bed.pool)).toEqual({ checkpoints: ['kept_model'], relations: [] });
    expect((await bed.pool.query('SELECT count(*)::int AS n FROM kept_rows')).rows[0].n).toBe(0);
    await retireProjections(bed.pool, [STREAM_STATS]);
  });
});
