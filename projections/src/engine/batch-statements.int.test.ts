import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START } from '@glyco/event-store';
import { createProjector } from './projector';
import { appendSampleEvents } from './fixtures/sample-events';
import { createDeliveryLogProjection, readDeliveryLog } from './fixtures/delivery-log';
import { createRunningTotalProjection, readRunningTotal } from './fixtures/running-total';
import { createTestBed, type TestBed } from './fixtures/test-bed';
import { recordQueries } from './fixtures/record-queries';

let bed: TestBed;
beforeEach(async () => {
  bed = await createTestBed();
});
afterEach(async () => {
  await bed.close();
});

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
      expect(text).toMatch(/UPDATE projection_checkpoints/);
      expect(text).toMatch(/;\nCOMMIT$/);
    }
  });

  it('reads what its statements need before the transaction, then commits the batch in one query', async () => {
    await appendSampleEvents(bed.store, { streams: 5, eventsPerStream: 12 });
    const texts = recordQueries(bed.pool);

    await createProjector({ pool: bed.pool, store: bed.store, projections: [createRunningTotalProjection()], batchSize: 10 }).catchUp();

    // Counted is every third event: amounts 1, 4, 7 and 10 of each stream.
    expect(await readRunningTotal(bed.pool)).toEqual({ amount: 5 * 22, events: 20 });
    const touching = texts.filter((text) => /"rm_running_total_/.test(text) && !/CREATE /.test(text));
    const writes = touching.filter((text) => /INSERT INTO/.test(text));
    // Six batches of ten events; the last has no Counted event, so nothing to read or write.
    expect(writes).toHaveLength(5);
    for (const text of writes) expect(text).toMatch(/^BEGIN;[\s\S]*UPDATE projection_checkpoints[\s\S]*;\nCOMMIT$/);
    // Each batch: its read, then its transaction.
    expect(touching.map((text) => (text.startsWith('BEGIN;') ? 'write' : 'read'))).toEqual(Array.from({ length: 5 }, () => ['read', 'write']).flat());
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
