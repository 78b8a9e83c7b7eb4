import { performance } from 'node:perf_hooks';
import { signedInClient, type BenchApp } from '../lib/bench-app';
import { glucoseLoggedEvent } from '../lib/glucose-events';
import { percentile } from '../lib/stats';
import { API_ROUTES } from '@glyco/contracts';

const YEARS = Number(process.env.BENCH_READ_YEARS ?? 5);
const READINGS_PER_DAY = 288;
const OTHER_USERS = 2;
const OTHER_USER_READINGS = 20_000;
/** Streams per appendMany call, as a bulk import would write them. */
const WRITES_PER_CALL = 2_000;
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
  for (let first = 0; first < count; first += WRITES_PER_CALL) {
    const writes = Array.from({ length: Math.min(WRITES_PER_CALL, count - first) }, (_, index) => {
      const { streamId, event } = glucoseLoggedEvent(userId, first + index, start);
      return { streamId, events: [event], expectedRevision: 'no_stream' as const };
    });
    await app.product.store.appendMany(writes);
  }
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

async function timedEach<T>(items: readonly T[], request: (item: T) => [string, () => Promise<unknown>]): Promise<LatencyRow[]> {
  const rows: LatencyRow[] = [];
  for (const item of items) rows.push(await timed(...request(item)));
  return rows;
}

/** A person with years of 5-minute CGM data (BENCH_READ_YEARS, default 5) among others: stats, current glucose, episodes and report overviews over HTTP. */
export async function measureReads(app: BenchApp): Promise<ReadResult> {
  const now = Date.now();
  const yearStart = now - 365 * DAY;
  const subject = await signedInClient(app);
  const loadStarted = performance.now();
  const days = Math.round(YEARS * 365.25);
  await loadReadings(app, subject.userId, days * READINGS_PER_DAY, now - days * DAY);
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
    ...(await timedEach([1, 7, 90, 365, days], (span) => [`GET /api/glucose/stats/overview (${span} days)`, () => get(`${API_ROUTES.glucose.stats.path}?${range(span)}`)])),
    await timed('GET /api/glucose/current', () => get(API_ROUTES.glucose.current.path)),
    await timed('GET /api/glucose/episodes (14 days)', () => get(`${API_ROUTES.glucose.episodes.path}?${range(14)}`)),
    await timed('GET /api/reports/overview (14 days)', () => get(`${API_ROUTES.reports.overview.path}?${range(14)}`)),
    await timed('GET /api/reports/overview (90 days)', () => get(`${API_ROUTES.reports.overview.path}?${range(90)}`)),
  ];
  return { loadSeconds, rows };
}
