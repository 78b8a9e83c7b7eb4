import { performance } from 'node:perf_hooks';
import pLimit from 'p-limit';
import { signedInClient, type BenchApp } from '../lib/bench-app';
import { glucoseLoggedEvent } from '../lib/glucose-events';
import { percentile } from '../lib/stats';

export const YEAR_OF_READINGS = 105_120;
const OTHER_USERS = 4;
const OTHER_USER_READINGS = 20_000;
const REQUESTS = 40;
const DAY = 86_400_000;

export interface ReadResult {
  loadSeconds: number;
  rows: { name: string; p50: number; p99: number }[];
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

async function timed(requests: number, call: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const latencies: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    const begin = performance.now();
    await call();
    latencies.push(performance.now() - begin);
  }
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** A person with a year of 5-minute CGM data among others: stats and report overviews over HTTP. */
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
    { name: 'baseline: SQL aggregate over the raw year of rows', ...(await timed(REQUESTS, rawScan)) },
    { name: 'GET /api/glucose/stats/overview (365 days)', ...(await timed(REQUESTS, () => get(`/api/glucose/stats/overview?${range(365)}`))) },
    { name: 'GET /api/glucose/stats/overview (14 days)', ...(await timed(REQUESTS, () => get(`/api/glucose/stats/overview?${range(14)}`))) },
    { name: 'GET /api/reports/overview (14 days)', ...(await timed(REQUESTS, () => get(`/api/reports/overview?${range(14)}`))) },
    { name: 'GET /api/reports/overview (90 days)', ...(await timed(REQUESTS, () => get(`/api/reports/overview?${range(90)}`))) },
  ];
  return { loadSeconds, rows };
}
