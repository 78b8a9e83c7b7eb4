import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUEUES } from '@glyco/contracts';
import { createProjector } from '../engine/projector';
import { rebuildProjection } from '../engine/rebuild';
import { createTestBed, type TestBed } from '../engine/fixtures/test-bed';
import { waitUntilReadable } from '../engine/fixtures/sample-events';
import type { JobSink, ReactorJob } from './job-sink';
import { defineReactor } from './reactor';

const HOUR = 60 * 60_000;
let bed: TestBed;
beforeEach(async () => {
  bed = await createTestBed();
});
afterEach(async () => {
  await bed.close();
});

/** What the queue saw: every add, and the distinct job ids (the queue ignores a known id). */
function recordingSink() {
  const adds: Omit<ReactorJob, 'queue'>[] = [];
  const sink: JobSink = { enqueue: async (_queue, job) => void adds.push(job) };
  return { sink, adds, jobIds: () => new Set(adds.map((add) => add.jobId)) };
}

function pingReactor(sink: JobSink, now: () => number) {
  return defineReactor(
    {
      name: 'ping_reactor',
      version: 1,
      handles: ['Pinged'],
      maxEventAgeMs: HOUR,
      jobFor: (event) => ({ queue: QUEUES.emails, name: 'ping', jobId: `ping-${event.eventId}`, data: { id: event.eventId } }),
    },
    sink,
    now,
  );
}

/** Appends, then waits until the feed shows the appends (a transaction elsewhere on the server can hold it back). */
async function appendPings(count: number) {
  for (let i = 0; i < count; i += 1) {
    const { position } = await bed.store.append(`ping-${i}`, [{ eventId: crypto.randomUUID(), type: 'Pinged', data: {} }]);
    if (i === count - 1) await waitUntilReadable(bed.store, position);
  }
}

describe('reactors', () => {
  it('enqueue one job per event, with the id derived from the event, and log it', async () => {
    const recorded = recordingSink();
    const projector = createProjector({ pool: bed.pool, store: bed.store, projections: [pingReactor(recorded.sink, Date.now)] });
    await appendPings(3);
    await projector.catchUp();
    expect(recorded.jobIds().size).toBe(3);
    const log = await bed.pool.query("SELECT outcome, count(*)::int AS n FROM ping_reactor_reactions GROUP BY outcome");
    expect(log.rows).toEqual([{ outcome: 'enqueued', n: 3 }]);
  });

  it('enqueue nothing new for a replay of fresh events, and nothing at all for stale ones', async () => {
    const recorded = recordingSink();
    let clock = Date.now();
    const reactor = pingReactor(recorded.sink, () => clock);
    await appendPings(2);
    await createProjector({ pool: bed.pool, store: bed.store, projections: [reactor] }).catchUp();
    await rebuildProjection(bed.pool, bed.store, reactor);
    expect(recorded.adds.length).toBeGreaterThan(2);
    expect(recorded.jobIds().size).toBe(2);

    clock += 2 * HOUR;
    const before = recorded.adds.length;
    await rebuildProjection(bed.pool, bed.store, reactor);
    expect(recorded.adds.length).toBe(before);
    const log = await bed.pool.query('SELECT outcome FROM ping_reactor_reactions');
    expect(log.rows.map((row) => row.outcome)).toEqual(['stale', 'stale']);
  });
});
