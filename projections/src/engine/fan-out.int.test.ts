import { randomUUID } from 'node:crypto';
import { setTimeout as workFor } from 'node:timers/promises';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createFeedFanOut } from './fan-out';
import type { Projection } from './projection';
import { createProjectionRunner, resolveRunner } from './runner';
import { migrateProjectionEngine } from './schema';
import { createStreamStatsProjection, readStreamStats } from './fixtures/stream-stats';
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

it('a slow read model sits out three times as long as its batch took, then takes what came meanwhile', async () => {
  const logger = createRecordingLogger();
  await migrateProjectionEngine(bed.pool);
  // Long enough that the checks below run well within the rest, even on a busy machine.
  const runner = createProjectionRunner(costlyFirst(600));
  await resolveRunner(bed.pool, runner, logger);
  const fanOut = createFeedFanOut({ pool: bed.pool, store: bed.store, runners: [runner], batchSize: 100, logger, onCommit: () => undefined });

  await bed.store.append('sample-a', counted());
  await fanOut.step({ onFailure: 'retry-later' });
  await fanOut.settled();
  // About 1,800 ms; as long as the batch took would be under 600.
  expect(fanOut.nextRetryInMs()).toBeGreaterThan(1_000);

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
