import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comparePositions } from '@glyco/event-store';
import { createProjector } from './projector';
import type { Projection } from './projection';
import { rebuildProjection } from './rebuild';
import { appendSampleEvents, expectedCounts, waitUntilReadable } from './fixtures/sample-events';
import { createStreamStatsProjection, readStreamStats, STREAM_STATS } from './fixtures/stream-stats';
import { createRecordingLogger, createTestBed, type TestBed } from './fixtures/test-bed';

const shape = { streams: 5, eventsPerStream: 12 };
const handledEvents = 40;

let bed: TestBed;
beforeEach(async () => {
  bed = await createTestBed();
});
afterEach(async () => {
  await bed.close();
});

function appliedTwice(projection: Projection): Projection {
  return { ...projection, apply: async (context, event) => {
    await projection.apply(context, event);
    await projection.apply(context, event);
  } };
}

describe('projector', () => {
  it('projects the handled events of the feed into the read model', async () => {
    await appendSampleEvents(bed.store, shape);
    const projector = createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection()], batchSize: 16 });
    expect(await projector.catchUp()).toBe(handledEvents);
    const { counts, deliveries } = await readStreamStats(bed.pool);
    expect(counts).toEqual(expectedCounts(shape).map((row) => expect.objectContaining(row)));
    expect(deliveries.every((row) => row.times === 1)).toBe(true);
    expect(await projector.catchUp()).toBe(0);
  });

  it('leaves the same rows when every event is delivered again after a checkpoint reset', async () => {
    await appendSampleEvents(bed.store, shape);
    const projections = [createStreamStatsProjection()];
    await createProjector({ pool: bed.pool, store: bed.store, projections, batchSize: 16 }).catchUp();
    const once = await readStreamStats(bed.pool);
    await bed.pool.query('UPDATE projection_checkpoints SET position_commit = -1, position_prepare = -1');
    expect(await createProjector({ pool: bed.pool, store: bed.store, projections, batchSize: 16 }).catchUp()).toBe(handledEvents);
    const twice = await readStreamStats(bed.pool);
    expect(twice.counts).toEqual(once.counts);
    expect(twice.notes).toEqual(once.notes);
    expect(twice.deliveries.map((row) => row.times)).toEqual(once.deliveries.map(() => 2));
  });

  it('leaves the same rows when apply runs twice for each event', async () => {
    await appendSampleEvents(bed.store, shape);
    await createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection()] }).catchUp();
    const once = await readStreamStats(bed.pool);
    await rebuildProjection(bed.pool, bed.store, appliedTwice(createStreamStatsProjection()));
    const twice = await readStreamStats(bed.pool);
    expect(twice.counts).toEqual(once.counts);
    expect(twice.notes).toEqual(once.notes);
    expect(twice.deliveries.every((row) => row.times === 2)).toBe(true);
  });

  it('moves the checkpoint past events it does not handle', async () => {
    const ignored = Array.from({ length: 30 }, () => ({ eventId: randomUUID(), type: 'Ignored', data: {} }));
    const { position } = await bed.store.append('unhandled-1', ignored);
    await waitUntilReadable(bed.store, position);
    const projector = createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection()], batchSize: 10 });
    expect(await projector.catchUp()).toBe(0);
    const stored = await bed.pool.query('SELECT position_commit, position_prepare FROM projection_checkpoints');
    const checkpoint = { commit: BigInt(stored.rows[0].position_commit), prepare: BigInt(stored.rows[0].position_prepare) };
    expect(comparePositions(checkpoint, position)).toBe(0);
  });

  it('waitFor answers false on timeout before catch-up, true after, and refuses a read model it does not run', async () => {
    const position = await appendSampleEvents(bed.store, shape);
    const projector = createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection()] });
    const startedAt = Date.now();
    expect(await projector.waitFor(position, undefined, 150)).toBe(false);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(140);
    await projector.catchUp();
    expect(await projector.waitFor(position, [STREAM_STATS], 150)).toBe(true);
    await expect(projector.waitFor(position, ['not_a_projection'], 50)).rejects.toThrow('No read model named not_a_projection');
  });

  it('when started, makes a new event readable within a waitFor (read-your-writes)', async () => {
    const projector = createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection()], pollIntervalMs: 1_000 });
    await projector.start();
    try {
      const { position } = await bed.store.append('sample-x', [{ eventId: randomUUID(), type: 'Counted', data: { amount: 7 } }]);
      expect(await projector.waitFor(position, undefined, 3_000)).toBe(true);
      const { counts } = await readStreamStats(bed.pool);
      expect(counts).toEqual([expect.objectContaining({ stream_id: 'sample-x', events: 1, total: '7' })]);
    } finally {
      await projector.stop();
    }
  });

  it('rolls back a failing batch and retries it with backoff, skipping nothing', async () => {
    const position = await appendSampleEvents(bed.store, shape);
    const base = createStreamStatsProjection();
    let failuresLeft = 2;
    const flaky: Projection = { ...base, apply: async (context, event) => {
      await base.apply(context, event);
      if (event.type === 'Noted' && failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('read model unavailable');
      }
    } };
    const logger = createRecordingLogger();
    const projector = createProjector({ pool: bed.pool, store: bed.store, projections: [flaky], logger, batchSize: 16 });
    await expect(projector.catchUp()).rejects.toThrow('read model unavailable');
    expect((await readStreamStats(bed.pool)).deliveries).toEqual([]);
    await projector.start();
    try {
      expect(await projector.waitFor(position, undefined, 5_000)).toBe(true);
    } finally {
      await projector.stop();
    }
    expect(logger.count('failed and was rolled back')).toBe(1);
    const { counts, deliveries } = await readStreamStats(bed.pool);
    expect(counts).toEqual(expectedCounts(shape).map((row) => expect.objectContaining(row)));
    expect(deliveries.length).toBe(handledEvents);
    expect(deliveries.every((row) => row.times === 1)).toBe(true);
  });
});
