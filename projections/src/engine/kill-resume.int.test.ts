import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { rebuildProjection, rebuildProjections } from './rebuild';
import { createDeliveryLogProjection, readDeliveryLog } from './fixtures/delivery-log';
import { PROJECTOR_APPLICATION_NAME } from './fixtures/projector-process';
import { appendSampleEvents, expectedCounts } from './fixtures/sample-events';
import { createStreamStatsProjection, readStreamStats } from './fixtures/stream-stats';
import { createTestBed, type TestBed } from './fixtures/test-bed';

const PROJECTOR_SCRIPT = fileURLToPath(new URL('./fixtures/run-projector.ts', import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const shape = { streams: 100, eventsPerStream: 30 };
const handledEvents = 2_000;

let bed: TestBed;
beforeEach(async () => {
  bed = await createTestBed();
});
afterEach(async () => {
  await bed.close();
});

/** Node itself with the tsx loader, so SIGKILL hits the process that holds the connections. */
function spawnProjector(url: string, batchSize: number, applyDelayMs: number, projections = 'stream_stats'): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', PROJECTOR_SCRIPT, url, String(batchSize), String(applyDelayMs), projections], {
    cwd: REPOSITORY_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })));
}

/** A COMMIT already sent by the killed process may still finish; wait until the server has closed its sessions. */
async function waitForSessionsToEnd(pool: pg.Pool, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
      [PROJECTOR_APPLICATION_NAME],
    );
    if (result.rows[0]!.n === 0) return;
    if (Date.now() > deadline) throw new Error('the killed projector still has sessions open');
    await sleep(10);
  }
}

async function committedDeliveries(pool: pg.Pool): Promise<number> {
  try {
    const result = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM deliveries');
    return result.rows[0]!.n;
  } catch {
    return 0; // the child has not created the read model yet
  }
}

async function waitForDeliveries(pool: pg.Pool, atLeast: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await committedDeliveries(pool)) < atLeast) {
    if (Date.now() > deadline) throw new Error(`fewer than ${atLeast} deliveries after ${timeoutMs} ms`);
    await sleep(10);
  }
}

describe('a projector process killed with SIGKILL during catch-up', () => {
  it('resumes from its checkpoint to the read model a fresh rebuild gives', async () => {
    await appendSampleEvents(bed.store, shape);
    const first = spawnProjector(bed.url, 20, 1);
    const firstExit = exited(first);
    await waitForDeliveries(bed.pool, 300, 30_000);
    first.kill('SIGKILL');
    expect((await firstExit).signal).toBe('SIGKILL');
    await waitForSessionsToEnd(bed.pool, 5_000);
    const beforeKill = await committedDeliveries(bed.pool);
    expect(beforeKill).toBeLessThan(handledEvents);

    const second = await exited(spawnProjector(bed.url, 200, 0));
    expect(second.stderr).toBe('');
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout)).toEqual({ applied: handledEvents - beforeKill });

    const resumed = await readStreamStats(bed.pool);
    expect(resumed.counts).toEqual(expectedCounts(shape).map((row) => expect.objectContaining(row)));
    expect(resumed.deliveries.every((row) => row.times === 1)).toBe(true);
    await rebuildProjection(bed.pool, bed.store, createStreamStatsProjection());
    expect(await readStreamStats(bed.pool)).toEqual(resumed);
  }, 60_000);

  it('never lets two projections sharing a batch apply an event twice, or one without the other', async () => {
    await appendSampleEvents(bed.store, shape);
    // The set-based delivery log applies each batch first; stream_stats, slowed down, is where the kill lands.
    const both = 'delivery_log,stream_stats';
    const first = spawnProjector(bed.url, 20, 1, both);
    const firstExit = exited(first);
    await waitForDeliveries(bed.pool, 300, 30_000);
    first.kill('SIGKILL');
    expect((await firstExit).signal).toBe('SIGKILL');
    await waitForSessionsToEnd(bed.pool, 5_000);
    const beforeKill = await committedDeliveries(bed.pool);
    expect(beforeKill).toBeLessThan(handledEvents);
    expect(await readDeliveryLog(bed.pool)).toHaveLength(beforeKill);

    const second = await exited(spawnProjector(bed.url, 200, 0, both));
    expect(second.stderr).toBe('');
    expect(JSON.parse(second.stdout)).toEqual({ applied: 2 * (handledEvents - beforeKill) });

    const resumed = await readStreamStats(bed.pool);
    const log = await readDeliveryLog(bed.pool);
    expect(resumed.counts).toEqual(expectedCounts(shape).map((row) => expect.objectContaining(row)));
    expect(resumed.deliveries.every((row) => row.times === 1)).toBe(true);
    expect(log).toEqual(resumed.deliveries);
    const checkpoints = await bed.pool.query('SELECT DISTINCT position_commit, position_prepare FROM projection_checkpoints');
    expect(checkpoints.rows).toHaveLength(1);
    await rebuildProjections(bed.pool, bed.store, [createDeliveryLogProjection(), createStreamStatsProjection()]);
    expect(await readStreamStats(bed.pool)).toEqual(resumed);
    expect(await readDeliveryLog(bed.pool)).toEqual(log);
  }, 60_000);
});
