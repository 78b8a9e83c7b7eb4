import { performance } from 'node:perf_hooks';
import pLimit from 'p-limit';
import { signedInClient, type BenchApp } from '../lib/bench-app';
import { glucoseLoggedEvent } from '../lib/glucose-events';
import { percentile } from '../lib/stats';
import { analyseRawYear } from './raw-year-analysis';

export const YEAR_OF_READINGS = 105_120;
const OTHER_USERS = 4;
const OTHER_USER_READINGS = 20_000;
const REQUESTS = 60;
const WARM_UP = 5;
const DAY = 86_400_000;

export interface LatencyRow {
  name: string;
  p50: number;
  p95: number;
  p99: number;
}

export interface ReadResult {
  loadSeconds: number;
  /** The first row is the baseline. */
  rows: LatencyRow[];
}

async function loadReadings(app: BenchApp, userId: string, count: number, start: number): Promise<void> {
  const limit = pLimit(32);
  const store = app.product.store;
  await Promise.all(
    Array.from({ length: count }, (_, slot) =>
      limit(async () => {
        const { streamId, event } = glucoseLoggedEvent(userId, slot, start);
        await store.append(streamId, [event], { expectedRevision: 'no_stream' });
      }),
    ),
  );
}

/** Latencies of `requests` calls in a row, after a few unmeasured ones (connections, JIT, caches). */
async function timed(name: string, call: () => Promise<unknown>): Promise<LatencyRow> {
  for (let index = 0; index < WARM_UP; index += 1) await call();
  const latencies: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const begin = performance.now();
    await call();
    latencies.push(performance.now() - begin);
  }
  return { name, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
}

/** A person with a year of 5-minute CGM data among others: stats, current glucose, episodes and report overviews over HTTP. */
export async function measureReads(app: BenchApp): Promise<ReadResult> {
  const now = Date.now();
  const yearStart = now - 365 * DAY;
  const subject = await signedInClient(app);
  const loadStarted = performance.now();
  await loadReadings(app, subject.userId, YEAR_OF_READINGS, yearStart);
  for (let other = 0; other < OTHER_USERS; other += 1) {
    await loadReadings(app, (await signedInClient(app)).userId, OTHER_USER_READINGS, now - 70 * DAY);
  }
  const head = await app.product.store.headPosition();
  await app.product.projector.waitFor(head, undefined, 600_000);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  await app.database.pool.query('VACUUM ANALYZE');

  const range = (days: number) => `startDate=${new Date(now - days * DAY).toISOString()}&endDate=${new Date(now).toISOString()}`;
  const get = async (path: string) => {
    const response = await subject.client.get(path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  };
  const pool = app.database.pool;
  const rawScan = () =>
    pool.query('SELECT avg(value_mgdl), stddev_samp(value_mgdl), min(value_mgdl), max(value_mgdl) FROM glucose_readings WHERE user_id = $1 AND taken_at >= $2', [
      subject.userId,
      new Date(yearStart),
    ]);
  const rows = [
    await timed('baseline: SQL aggregate over the raw year of rows', rawScan),
    await timed('before: the engine over the raw year of rows (no HTTP)', () => analyseRawYear(pool, subject.userId, new Date(yearStart), new Date(now))),
    await timed('GET /api/glucose/stats/overview (365 days)', () => get(`/api/glucose/stats/overview?${range(365)}`)),
    await timed('GET /api/glucose/stats/overview (14 days)', () => get(`/api/glucose/stats/overview?${range(14)}`)),
    await timed('GET /api/glucose/current', () => get('/api/glucose/current')),
    await timed('GET /api/glucose/episodes (14 days)', () => get(`/api/glucose/episodes?${range(14)}`)),
    await timed('GET /api/reports/overview (14 days)', () => get(`/api/reports/overview?${range(14)}`)),
    await timed('GET /api/reports/overview (90 days)', () => get(`/api/reports/overview?${range(90)}`)),
  ];
  return { loadSeconds, rows };
}
