import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parsePosition, comparePositions, type Position } from '@glyco/contracts/event-store';
import { signedInClient, type BenchApp } from '../lib/bench-app';
import { runConcurrently } from '../lib/run-concurrently';
import { percentile, type LatencySummary } from '../lib/stats';

export interface WriteResult {
  clients: number;
  baseline: LatencySummary;
  api: LatencySummary;
  lag: { p50: number; p99: number };
}

const OPERATIONS = 2400;

/** Raw single-row INSERTs into the same database: what one write costs with no product around it. */
async function baselineInserts(app: BenchApp, clients: number): Promise<LatencySummary> {
  const { pool } = app.database;
  await pool.query('CREATE TABLE IF NOT EXISTS bench_raw (id uuid PRIMARY KEY, user_id uuid, value numeric, taken_at timestamptz)');
  const userId = randomUUID();
  return runConcurrently(clients, OPERATIONS / clients, async (_, index) => {
    await pool.query('INSERT INTO bench_raw VALUES ($1, $2, $3, $4)', [randomUUID(), userId, 100 + (index % 50), new Date()]);
  });
}

/** Samples the glucose read model's checkpoint, so each write's append-to-visible time can be read off. */
function watchCheckpoint(app: BenchApp) {
  const samples: { at: number; position: Position }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const result = await app.database.pool.query(
        "SELECT position_commit::text AS c, position_prepare::text AS p FROM projection_checkpoints WHERE name = 'glucose_readings' AND status = 'live'",
      );
      const row = result.rows[0];
      if (row) samples.push({ at: performance.now(), position: { commit: BigInt(row.c), prepare: BigInt(row.p) } });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  return { samples, stop: async () => ((running = false), await loop) };
}

function lags(writes: { ackAt: number; position: Position }[], samples: { at: number; position: Position }[]): number[] {
  return writes.flatMap((write) => {
    const seen = samples.find((sample) => sample.at >= write.ackAt && comparePositions(sample.position, write.position) >= 0);
    return seen ? [Math.max(0, seen.at - write.ackAt)] : [];
  });
}

export async function measureWrites(app: BenchApp, clients: number): Promise<WriteResult> {
  const baseline = await baselineInserts(app, clients);
  const users = await Promise.all(Array.from({ length: clients }, () => signedInClient(app)));
  const writes: { ackAt: number; position: Position }[] = [];
  const watcher = watchCheckpoint(app);
  const api = await runConcurrently(clients, OPERATIONS / clients, async (client, index) => {
    const { client: http } = users[client]!;
    const response = await http.post('/api/glucose', { value: 90 + (index % 120), mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Not Specified' });
    if (response.status !== 201) throw new Error(`POST /api/glucose answered ${response.status}`);
    const position = parsePosition(response.headers.get('x-glyco-position') ?? '');
    if (position) writes.push({ ackAt: performance.now(), position });
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await watcher.stop();
  const observed = lags(writes, watcher.samples);
  return { clients, baseline, api, lag: { p50: percentile(observed, 50), p99: percentile(observed, 99) } };
}
