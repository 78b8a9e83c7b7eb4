import { randomUUID } from 'node:crypto';
import { setTimeout as workFor } from 'node:timers/promises';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createFeedFanOut } from './fan-out';
import type { Projection } from './projection';
import { createProjectionRunner, resolveRunner } from './runner';
import { migrateProjectionEngine } from './schema';
import { readCheckpoint } from './checkpoints';
import { createStreamStatsProjection, readStreamStats } from './fixtures/stream-stats';
import { createDeliveryLogProjection } from './fixtures/delivery-log';
import { createRunningTotalProjection } from './fixtures/running-total';
import { recordQueries } from './fixtures/record-queries';
import { waitUntilReadable } from './fixtures/sample-events';
import { createRecordingLogger, createTestBed, type TestBed } from './fixtures/test-bed';

let bed: TestBed;
beforeEach(async () => {
  bed = await createTestBed();
});
afterEach(async () => {
  await bed.close();
});

/** Stream stats whose first event takes `ms` of work, as a costly read model's batch does. */
function costlyFirst(ms: number): Projection {
  const projection = createStreamStatsProjection();
  let applied = 0;
  return { ...projection, apply: async (context, event) => {
    applied += 1;
    if (applied === 1) await workFor(ms);
    await projection.apply(context, event);
  } };
}

const counted = () => [{ eventId: randomUUID(), type: 'Counted', data: { amount: 1 } }];

it('a slow read model sits out as long as its batch took, then takes what came meanwhile', async () => {
  const logger = createRecordingLogger();
  await migrateProjectionEngine(bed.pool);
  // Long enough that the checks below run well within the rest, even on a busy machine.
  const runner = createProjectionRunner(costlyFirst(1_500));
  await resolveRunner(bed.pool, runner, logger);
  const fanOut = createFeedFanOut({ pool: bed.pool, store: bed.store, runners: [runner], batchSize: 100, logger, onCommit: () => undefined });

  await bed.store.append('sample-a', counted());
  await fanOut.step({ onFailure: 'retry-later' });
  await fanOut.settled();
  expect(fanOut.nextRetryInMs()).toBeGreaterThan(0);

  await bed.store.append('sample-b', counted());
  await bed.store.append('sample-c', counted());
  await fanOut.step({ onFailure: 'retry-later' });
  await fanOut.settled();
  expect((await readStreamStats(bed.pool)).counts).toHaveLength(1);

  // Resting over, the events that came meanwhile are applied.
  while ((fanOut.nextRetryInMs() ?? 0) > 0) await workFor(fanOut.nextRetryInMs());
  await fanOut.step({ onFailure: 'retry-later' });
  await fanOut.settled();
  expect((await readStreamStats(bed.pool)).counts).toHaveLength(3);
});

it('read models with nothing to do wait for the step after another commits instead of a transaction of their own', async () => {
  const logger = createRecordingLogger();
  await migrateProjectionEngine(bed.pool);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const stats = createStreamStatsProjection();
  const slow: Projection = { ...stats, handles: ['Noted'], apply: async (context, event) => {
    await gate;
    await stats.apply(context, event);
  } };
  const fast: Projection = { ...createDeliveryLogProjection(), handles: ['Counted'] };
  const idle: Projection = { ...createRunningTotalProjection(), handles: ['NeverAppended'] };
  const runners = [fast, slow, idle].map((projection) => createProjectionRunner(projection));
  for (const runner of runners) await resolveRunner(bed.pool, runner, logger);
  const fanOut = createFeedFanOut({ pool: bed.pool, store: bed.store, runners, batchSize: 100, logger, onCommit: () => undefined });
  const positionOf = async (index: number) => (await readCheckpoint(bed.pool, runners[index]!.projection.name, runners[index]!.checkpoint!.generation))!.position;

  const { position: first } = await bed.store.append('sample-a', [...counted(), { eventId: randomUUID(), type: 'Noted', data: { note: 'a' } }]);
  await waitUntilReadable(bed.store, first);
  await fanOut.step({ onFailure: 'retry-later' });
  // The fast read model and the idle one commit; the slow one is held.
  await expect.poll(() => positionOf(2), { timeout: 10_000 }).toEqual(first);

  const texts = recordQueries(bed.pool);
  const { position: head } = await bed.store.append('sample-b', [{ eventId: randomUUID(), type: 'Noted', data: { note: 'b' } }]);
  await waitUntilReadable(bed.store, head);
  await fanOut.step({ onFailure: 'retry-later' });

  release();
  await fanOut.settled();
  // The slow one rests as long as its batch took (see the test above), then takes what it missed.
  while ((fanOut.nextRetryInMs() ?? 0) > 0) await workFor(fanOut.nextRetryInMs());
  await fanOut.step({ onFailure: 'retry-later' });
  await fanOut.settled();
  expect(await Promise.all(runners.map((_, index) => positionOf(index)))).toEqual([head, head, head]);
  expect((await readStreamStats(bed.pool)).notes).toHaveLength(2);
  // Since the first commit, one transaction moved the idle checkpoint: the slow one's.
  const moving = texts.filter((text) => text.startsWith('BEGIN') && text.includes('running_total'));
  expect(moving).toHaveLength(1);
  expect(moving[0]).toContain('stream_stats');
});
