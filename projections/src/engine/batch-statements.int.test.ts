import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { START } from '@glyco/event-store';
import { createProjector } from './projector';
import { appendSampleEvents } from './fixtures/sample-events';
import { createDeliveryLogProjection, readDeliveryLog } from './fixtures/delivery-log';
import { recordQueryTexts } from './fixtures/query-texts';
import { createTestBed, type TestBed } from './fixtures/test-bed';

let bed: TestBed;
beforeEach(async () => {
  bed = await createTestBed();
});
afterEach(async () => {
  await bed.close();
});

/** The text of every query sent on a connection checked out of `pool` from now on. */
function recordQueries(pool: pg.Pool): string[] {
  const texts: string[] = [];
  const recorded = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (recorded.has(client)) return;
    recorded.add(client);
    recordQueryTexts(client, texts);
  });
  return texts;
}

describe('a read model whose batches are statements', () => {
  it('commits each batch with its checkpoint in the one query that began it', async () => {
    await appendSampleEvents(bed.store, { streams: 5, eventsPerStream: 12 });
    const texts = recordQueries(bed.pool);

    await createProjector({ pool: bed.pool, store: bed.store, projections: [createDeliveryLogProjection()], batchSize: 10 }).catchUp();

    const log = await readDeliveryLog(bed.pool);
    expect(log).toHaveLength(40);
    expect(log.every((row) => row.times === 1)).toBe(true);
    const batches = texts.filter((text) => /\bdelivery_log/.test(text) && /INSERT INTO/.test(text));
    expect(batches).toHaveLength(6);
    for (const text of batches) {
      expect(text).toMatch(/^BEGIN;/);
      expect(text).toMatch(/glyco_move_checkpoints\(/);
      expect(text).toMatch(/;\nCOMMIT$/);
    }
  });

  it('rolls back the whole transaction when a statement fails, leaving rows and checkpoint as they were', async () => {
    await appendSampleEvents(bed.store, { streams: 2, eventsPerStream: 6 });
    const failing = { ...createDeliveryLogProjection(), batchStatements: () => ['SELECT 1 / 0'] };
    const projector = createProjector({ pool: bed.pool, store: bed.store, projections: [failing] });

    await expect(projector.catchUp()).rejects.toThrow('division by zero');

    expect(await readDeliveryLog(bed.pool)).toEqual([]);
    const checkpoint = await bed.pool.query(`SELECT position_commit::text FROM projection_checkpoints WHERE name = 'delivery_log'`);
    expect(checkpoint.rows).toEqual([{ position_commit: String(START.commit) }]);
    expect((await bed.pool.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });
});
