import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createProjector } from './projector';
import type { Projection } from './projection';
import { rebuildProjection, rebuildProjections } from './rebuild';
import { migrateProjectionEngine } from './schema';
import { appendSampleEvents } from './fixtures/sample-events';
import { createStreamStatsProjection, readStreamStats, STREAM_STATS } from './fixtures/stream-stats';
import { createRecordingLogger, createTestBed, type TestBed } from './fixtures/test-bed';

let bed: TestBed;
beforeEach(async () => {
  bed = await createTestBed();
});
afterEach(async () => {
  await bed.close();
});

async function generations(pool: pg.Pool): Promise<{ generation: number; version: number; status: string }[]> {
  const result = await pool.query('SELECT generation, version, status FROM projection_checkpoints WHERE name = $1 ORDER BY generation', [STREAM_STATS]);
  return result.rows;
}

async function viewTarget(pool: pg.Pool, view: string): Promise<string> {
  const result = await pool.query<{ definition: string }>('SELECT definition FROM pg_views WHERE viewname = $1', [view]);
  return /rm_\w+/.exec(result.rows[0]?.definition ?? '')?.[0] ?? '';
}

async function tableExists(pool: pg.Pool, name: string): Promise<boolean> {
  const result = await pool.query<{ oid: string | null }>('SELECT to_regclass($1) AS oid', [name]);
  return result.rows[0]?.oid !== null;
}

/** Runs `probe` once, from inside the first apply, while the rebuild has not switched yet. */
function probingFirstApply(projection: Projection, probe: () => Promise<void>): Projection {
  let probed = false;
  return { ...projection, apply: async (context, event) => {
    if (!probed) {
      probed = true;
      await probe();
    }
    await projection.apply(context, event);
  } };
}

/** A read model that fails on its `failAt`-th event, whatever batch it comes in. */
function failingAt(failAt: number): Projection {
  let applied = 0;
  return {
    name: 'failing_rows',
    version: 1,
    tables: ['failing_rows'],
    handles: ['Counted'],
    async init({ sql, table }) {
      await sql.query(`CREATE TABLE IF NOT EXISTS ${table('failing_rows')} (n int)`);
    },
    async apply({ sql, table }) {
      applied += 1;
      if (applied === failAt) throw new Error('this read model cannot take this event');
      await sql.query(`INSERT INTO ${table('failing_rows')} VALUES ($1)`, [applied]);
    },
  };
}

describe('rebuildProjection', () => {
  it('fails as a whole when one read model fails, leaving every live generation serving', async () => {
    await appendSampleEvents(bed.store, { streams: 4, eventsPerStream: 15 });
    await createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection()] }).catchUp();
    const served = await readStreamStats(bed.pool);
    const [live] = await generations(bed.pool);

    // Batches of 5: the failing read model stops at its second batch while the other runs ahead.
    const rebuild = rebuildProjections(bed.pool, bed.store, [createStreamStatsProjection(), failingAt(8)], { batchSize: 5 });

    await expect(rebuild).rejects.toThrow('this read model cannot take this event');
    expect(await viewTarget(bed.pool, 'stream_counts')).toBe(`rm_stream_counts_v1_g${live!.generation}`);
    expect(await readStreamStats(bed.pool)).toEqual(served);
  });


  it('replays from zero into a new generation equal to the incremental result, then drops the old one', async () => {
    const projector = createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection()], batchSize: 7 });
    await appendSampleEvents(bed.store, { streams: 4, eventsPerStream: 9, prefix: 'a' });
    await projector.catchUp();
    await appendSampleEvents(bed.store, { streams: 3, eventsPerStream: 11, prefix: 'b' });
    await projector.catchUp();
    const incremental = await readStreamStats(bed.pool);
    const [old] = await generations(bed.pool);
    let servedDuringRebuild: { target: string; counts: number } | undefined;
    const probed = probingFirstApply(createStreamStatsProjection(), async () => {
      const counts = await bed.pool.query('SELECT count(*)::int AS n FROM stream_counts');
      servedDuringRebuild = { target: await viewTarget(bed.pool, 'stream_counts'), counts: counts.rows[0].n };
    });

    const result = await rebuildProjection(bed.pool, bed.store, probed, { batchSize: 10 });

    expect(servedDuringRebuild).toEqual({ target: `rm_stream_counts_v1_g${old!.generation}`, counts: 7 });
    expect(await readStreamStats(bed.pool)).toEqual(incremental);
    expect(await generations(bed.pool)).toEqual([{ generation: result.generation, version: 1, status: 'live' }]);
    expect(await viewTarget(bed.pool, 'stream_counts')).toBe(`rm_stream_counts_v1_g${result.generation}`);
    expect(await tableExists(bed.pool, `rm_stream_counts_v1_g${old!.generation}`)).toBe(false);
    expect(result.applied).toBe(incremental.deliveries.length);
  });

  it('moves the checkpoint of a read model with nothing in a batch only once it has something, or at the end', async () => {
    await appendSampleEvents(bed.store, { streams: 4, eventsPerStream: 15 });
    await migrateProjectionEngine(bed.pool);
    await bed.pool.query(`
      CREATE TABLE checkpoint_moves (name text NOT NULL);
      CREATE FUNCTION record_checkpoint_move() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO checkpoint_moves VALUES (NEW.name); RETURN NEW; END $$;
      CREATE TRIGGER checkpoint_moved AFTER UPDATE ON projection_checkpoints FOR EACH ROW
        WHEN (OLD.position_commit IS DISTINCT FROM NEW.position_commit OR OLD.position_prepare IS DISTINCT FROM NEW.position_prepare)
        EXECUTE FUNCTION record_checkpoint_move()`);
    const idle: Projection = {
      name: 'idle_rows', version: 1, tables: ['idle_rows'], handles: ['NeverAppended'],
      async init({ sql, table }) {
        await sql.query(`CREATE TABLE IF NOT EXISTS ${table('idle_rows')} (n int)`);
      },
      apply: () => Promise.reject(new Error('no event of this feed is for this read model')),
    };

    await rebuildProjections(bed.pool, bed.store, [createStreamStatsProjection(), idle], { batchSize: 5 });

    const moves = await bed.pool.query<{ name: string; n: number }>('SELECT name, count(*)::int AS n FROM checkpoint_moves GROUP BY name');
    const movesOf = (name: string) => moves.rows.find((row) => row.name === name)?.n ?? 0;
    expect(movesOf(STREAM_STATS)).toBeGreaterThanOrEqual(12);
    expect(movesOf('idle_rows')).toBe(1);
    const positions = await bed.pool.query('SELECT DISTINCT position_commit, position_prepare FROM projection_checkpoints WHERE status = $1', ['live']);
    expect(positions.rows).toHaveLength(1);
  });

  it('builds the indexes only readers use after the load, before the generation goes live', async () => {
    const withIndexes = (): Projection => ({
      ...createStreamStatsProjection(),
      indexes: ({ sql, table, index }) => sql.query(`CREATE INDEX IF NOT EXISTS ${index('stream_notes', 'by_stream')} ON ${table('stream_notes')} (stream_id)`).then(() => undefined),
    });
    const indexesOf = async (generation: number) =>
      (await bed.pool.query('SELECT indexname FROM pg_indexes WHERE tablename = $1 ORDER BY indexname', [`rm_stream_notes_v1_g${generation}`])).rows.map((row) => row.indexname);
    await appendSampleEvents(bed.store, { streams: 2, eventsPerStream: 6 });
    await createProjector({ pool: bed.pool, store: bed.store, projections: [withIndexes()] }).catchUp();
    const [live] = await generations(bed.pool);
    expect(await indexesOf(live!.generation)).toContain(`rm_stream_notes_v1_g${live!.generation}_by_stream`);
    let duringLoad: string[] = [];
    const probed = probingFirstApply(withIndexes(), async () => {
      const [, building] = await generations(bed.pool);
      duringLoad = await indexesOf(building!.generation);
    });

    const result = await rebuildProjection(bed.pool, bed.store, probed);

    expect(duringLoad).toEqual([`rm_stream_notes_v1_g${result.generation}_pkey`]);
    expect(await indexesOf(result.generation)).toEqual([`rm_stream_notes_v1_g${result.generation}_by_stream`, `rm_stream_notes_v1_g${result.generation}_pkey`]);
  });

  it('hands a running projector over to the new generation', async () => {
    const projector = createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection()], pollIntervalMs: 20 });
    await appendSampleEvents(bed.store, { streams: 3, eventsPerStream: 6, prefix: 'a' });
    await projector.start();
    try {
      await rebuildProjection(bed.pool, bed.store, createStreamStatsProjection());
      const position = await appendSampleEvents(bed.store, { streams: 2, eventsPerStream: 6, prefix: 'b' });
      expect(await projector.waitFor(position, undefined, 3_000)).toBe(true);
    } finally {
      await projector.stop();
    }
    const { counts, deliveries } = await readStreamStats(bed.pool);
    expect(counts).toHaveLength(5);
    expect(deliveries.every((row) => row.times === 1)).toBe(true);
  });
});

describe('a new projection version', () => {
  it('builds beside the live version, which keeps serving, and replaces it at the head', async () => {
    const head = await appendSampleEvents(bed.store, { streams: 4, eventsPerStream: 15 });
    await createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection(1)] }).catchUp();
    const v1 = await readStreamStats(bed.pool);
    const [live] = await generations(bed.pool);
    const next = createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection(2)], batchSize: 8 });

    // A batch is 8 events of the feed, 6 of them of the types the projection handles.
    expect(await next.runOnce()).toBe(6);
    expect(await viewTarget(bed.pool, 'stream_counts')).toBe(`rm_stream_counts_v1_g${live!.generation}`);
    expect(await readStreamStats(bed.pool)).toEqual(v1);
    expect(await next.waitFor(head, undefined, 10)).toBe(true);

    await next.catchUp();
    const [current, ...others] = await generations(bed.pool);
    expect(others).toEqual([]);
    expect(current).toMatchObject({ version: 2, status: 'live' });
    expect(await viewTarget(bed.pool, 'stream_notes')).toBe(`rm_stream_notes_v2_g${current!.generation}`);
    expect(await tableExists(bed.pool, `rm_stream_notes_v1_g${live!.generation}`)).toBe(false);
    expect(await readStreamStats(bed.pool)).toEqual(v1);
  });

  it('is left alone by code of an older version', async () => {
    await appendSampleEvents(bed.store, { streams: 2, eventsPerStream: 6 });
    await createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection(2)] }).catchUp();
    const before = await generations(bed.pool);
    await appendSampleEvents(bed.store, { streams: 2, eventsPerStream: 6, prefix: 'later' });
    const logger = createRecordingLogger();
    expect(await createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection(1)], logger }).catchUp()).toBe(0);
    expect(await generations(bed.pool)).toEqual(before);
    expect(logger.entries).toEqual([expect.objectContaining({ level: 'warn', fields: expect.objectContaining({ liveVersion: 2 }) })]);
  });
});
