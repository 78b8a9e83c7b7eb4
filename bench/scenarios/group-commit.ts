import { randomUUID } from 'node:crypto';
import { createPostgresEventStore, type EventToAppend } from '@glyco/event-store';
import { createTestDatabase } from '@glyco/runtime/testing';
import { alternate, type Pair } from '../lib/alternate';
import { forMs, runConcurrently } from '../lib/run-concurrently';
import type { LatencySummary } from '../lib/stats';

const ROUND_MS = 3_000;
const PAIRS = 2;

function reading(): EventToAppend {
  return { eventId: randomUUID(), type: 'GlucoseReadingLogged', data: { readingId: randomUUID(), valueMgdl: 104 }, metadata: { correlationId: randomUUID() } };
}

/**
 * The PostgreSQL store's `append` (group commit) against the same store without it (one
 * transaction per append, the same `append_events` statement), each client appending a reading to a new stream back to
 * back, A B A B on one database.
 */
export async function measureGroupCommit(clientCounts: readonly number[]): Promise<{ clients: number; pairs: Pair<LatencySummary>[] }[]> {
  const database = await createTestDatabase();
  const store = createPostgresEventStore({ pool: database.pool });
  const alone = createPostgresEventStore({ pool: database.pool, groupCommit: false });
  try {
    await store.migrate();
    const results = [];
    for (const clients of clientCounts) {
      const pairs = await alternate(
        PAIRS,
        () => runConcurrently(clients, forMs(ROUND_MS), async () => void (await alone.append(`reading-${randomUUID()}`, [reading()], { expectedRevision: 'no_stream' }))),
        () => runConcurrently(clients, forMs(ROUND_MS), async () => void (await store.append(`reading-${randomUUID()}`, [reading()], { expectedRevision: 'no_stream' }))),
      );
      results.push({ clients, pairs });
    }
    return results;
  } finally {
    await Promise.all([store.close(), alone.close()]);
    await database.drop();
  }
}
