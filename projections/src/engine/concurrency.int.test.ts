import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore } from '@glyco/event-store';
import { createProjector } from './projector';
import { appendSampleEvents, expectedCounts } from './fixtures/sample-events';
import { createDeliveryLogProjection, readDeliveryLog } from './fixtures/delivery-log';
import { createStreamStatsProjection, readStreamStats } from './fixtures/stream-stats';
import { createRecordingLogger, createTestBed, type TestBed } from './fixtures/test-bed';

let bed: TestBed;
beforeEach(async () => {
  bed = await createTestBed();
});
afterEach(async () => {
  await bed.close();
});

/** Resolves for everyone once `parties` have arrived. */
function createBarrier(parties: number) {
  let arrived = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return () => {
    arrived += 1;
    if (arrived === parties) release();
    return released;
  };
}

/**
 * The store whose first feed read waits until every instance has made its own: each instance has
 * read its checkpoint before either commits, however the machine schedules them, so the race the
 * compare-and-set must settle really happens.
 */
function meetingAtFirstRead(store: EventStore, arrive: () => Promise<void>): EventStore {
  let first = true;
  return new Proxy(store, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== 'function') return value;
      if (key !== 'readAll') return value.bind(target);
      return async (...args: unknown[]) => {
        if (first) {
          first = false;
          await arrive();
        }
        return value.apply(target, args);
      };
    },
  });
}

async function twoInstances(batchSize: number, { meet = false, projection = createStreamStatsProjection } = {}) {
  const loggers = [createRecordingLogger(), createRecordingLogger()];
  const arrive = createBarrier(loggers.length);
  const projectors = await Promise.all(loggers.map(async (logger) => {
    const { pool, store } = await bed.openInstance();
    const feed = meet ? meetingAtFirstRead(store, arrive) : store;
    return createProjector({ pool, store: feed, projections: [projection()], batchSize, pollIntervalMs: 5, logger });
  }));
  return { projectors, lostBatches: () => loggers.reduce((sum, logger) => sum + logger.count('checkpoint moved by another instance'), 0) };
}

describe('two projector instances on one projection', () => {
  it('never both apply a batch from the same checkpoint: the second finds it moved and applies nothing', async () => {
    const shape = { streams: 6, eventsPerStream: 9 };
    await appendSampleEvents(bed.store, shape);
    const { projectors: [a, b], lostBatches } = await twoInstances(10, { meet: true });

    const applied = await Promise.all([a!.runOnce(), b!.runOnce()]);

    // A batch is 10 events of the feed, 7 of them of the types the projection handles.
    expect(applied.sort((x, y) => x - y)).toEqual([0, 7]);
    expect(lostBatches()).toBe(1);
    await Promise.all([a!.catchUp(), b!.catchUp()]);
    const { counts, deliveries } = await readStreamStats(bed.pool);
    expect(counts).toEqual(expectedCounts(shape).map((row) => expect.objectContaining(row)));
    expect(deliveries.every((row) => row.times === 1)).toBe(true);
  });

  it('never both apply a batch sent as one round trip: the second transaction fails as a whole and applies nothing', async () => {
    const shape = { streams: 6, eventsPerStream: 9 };
    await appendSampleEvents(bed.store, shape);
    const { projectors: [a, b], lostBatches } = await twoInstances(10, { meet: true, projection: createDeliveryLogProjection });

    const applied = await Promise.all([a!.runOnce(), b!.runOnce()]);

    expect(applied.sort((x, y) => x - y)).toEqual([0, 7]);
    expect(lostBatches()).toBe(1);
    await Promise.all([a!.catchUp(), b!.catchUp()]);
    const log = await readDeliveryLog(bed.pool);
    // Counted and Noted of every three events: 6 a stream.
    expect(log).toHaveLength(36);
    expect(log.every((row) => row.times === 1)).toBe(true);
  });

  it('running side by side while events arrive, apply every event exactly once', async () => {
    const early = { streams: 20, eventsPerStream: 15, prefix: 'early' };
    const late = { streams: 10, eventsPerStream: 12, prefix: 'late', chunk: 3 };
    await appendSampleEvents(bed.store, early);
    const { projectors } = await twoInstances(5);
    await Promise.all(projectors.map((projector) => projector.start()));
    try {
      const head = await appendSampleEvents(bed.store, late);
      expect(await projectors[0]!.waitFor(head, undefined, 8_000)).toBe(true);
    } finally {
      await Promise.all(projectors.map((projector) => projector.stop()));
    }
    const { counts, deliveries } = await readStreamStats(bed.pool);
    expect(counts).toEqual([...expectedCounts(early), ...expectedCounts(late)].map((row) => expect.objectContaining(row)));
    expect(deliveries).toHaveLength(200 + 80);
    expect(deliveries.every((row) => row.times === 1)).toBe(true);
  });
});
