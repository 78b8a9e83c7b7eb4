import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { watchProjectionCommits } from './commit-notifications';
import { createProjector } from './projector';
import { createSignal } from './signal';
import { createStreamStatsProjection } from './fixtures/stream-stats';
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
