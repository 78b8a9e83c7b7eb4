import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Position } from '@glyco/event-store';
import { createAnnouncedPositions, type AnnouncedPositions } from './announced-positions';
import { watchProjectionCommits, type CommitAnnouncement } from './commit-notifications';
import { createProjector, type Projector } from './projector';
import { rebuildProjection } from './rebuild';
import { createSignal } from './signal';
import { waitForPosition } from './wait-for';
import { createStreamStatsProjection, STREAM_STATS } from './fixtures/stream-stats';
import { createTestBed, type TestBed } from './fixtures/test-bed';

let bed: TestBed;
beforeEach(async () => {
  bed = await createTestBed();
});
afterEach(async () => {
  await bed.close();
});

it("wakes a waiter of another process when a projector commits, before that waiter's next poll", async () => {
  const other = await bed.openInstance();
  const signal = createSignal();
  let woken = 0;
  const commits = watchProjectionCommits(other.pool, { notify: () => (woken += 1), wait: signal.wait });
  commits.ensureWatching();
  const projector = createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection()] });
  try {
    // The listener connects in the background: commit until it has heard one (nothing else notifies it).
    for (let attempt = 0; woken === 0 && attempt < 500; attempt += 1) {
      await bed.store.append(`sample-${randomUUID()}`, [{ eventId: randomUUID(), type: 'Counted', data: { amount: 1 } }]);
      expect(await projector.runOnce()).toBe(1);
    }
    expect(woken).toBeGreaterThan(0);
  } finally {
    await projector.stop();
    await commits.close();
  }
});

/** Appends and projects until the listener has heard a commit announce the append's position. */
async function projectUntilHeard(projector: Projector, heard: (position: Position) => boolean): Promise<Position> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const { position } = await bed.store.append(`sample-${randomUUID()}`, [{ eventId: randomUUID(), type: 'Counted', data: { amount: 1 } }]);
    expect(await projector.runOnce()).toBe(1);
    for (let wait = 0; wait < 50 && !heard(position); wait += 1) await new Promise((resolve) => setImmediate(resolve));
    if (heard(position)) return position;
  }
  throw new Error('no commit was heard');
}

function countQueries(pool: pg.Pool): { count: number } {
  const counter = { count: 0 };
  pool.on('acquire', () => (counter.count += 1));
  return counter;
}

it('announces where the live generations reached, so a waiter of another process answers without a query', async () => {
  const other = await bed.openInstance();
  const signal = createSignal();
  const commits = watchProjectionCommits(other.pool, signal);
  commits.ensureWatching();
  const projector = createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection()] });
  try {
    const position = await projectUntilHeard(projector, (appended) => commits.announced.reached(appended, [STREAM_STATS]) === true);
    const queries = countQueries(other.pool);
    await expect(waitForPosition(other.pool, signal, position, [STREAM_STATS], 1_000, commits.announced)).resolves.toBe(true);
    expect(queries.count).toBe(0);
    // A projection never heard of is asked of the checkpoint table.
    await expect(waitForPosition(other.pool, signal, position, [STREAM_STATS, 'never_heard_of'], 50, commits.announced)).resolves.toBe(false);
    expect(queries.count).toBeGreaterThan(0);
  } finally {
    await projector.stop();
    await commits.close();
  }
});

it('does not announce a rebuilding generation as live, and its switch to live forgets what was heard', async () => {
  const other = await bed.openInstance();
  const announced = createAnnouncedPositions();
  const heard: (CommitAnnouncement | undefined)[] = [];
  const recording: AnnouncedPositions = {
    hear: (announcement) => {
      heard.push(announcement);
      announced.hear(announcement);
    },
    reached: announced.reached,
  };
  const commits = watchProjectionCommits(other.pool, createSignal(), recording);
  commits.ensureWatching();
  const projector = createProjector({ pool: bed.pool, store: bed.store, projections: [createStreamStatsProjection()] });
  try {
    const position = await projectUntilHeard(projector, (appended) => announced.reached(appended, [STREAM_STATS]) === true);
    await projector.stop();
    heard.length = 0;
    await rebuildProjection(bed.pool, bed.store, createStreamStatsProjection(), { batchSize: 1 });
    const deadline = Date.now() + 5_000;
    while (!heard.includes(undefined) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    const beforeSwitch = heard.slice(0, heard.indexOf(undefined));
    expect(beforeSwitch.length).toBeGreaterThan(0);
    expect(beforeSwitch.flatMap((announcement) => announcement?.live ?? [])).toEqual([]);
    expect(announced.reached(position, [STREAM_STATS])).toBeUndefined();
  } finally {
    await projector.stop();
    await commits.close();
  }
});
