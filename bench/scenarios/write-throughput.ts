import { randomUUID } from 'node:crypto';
import { API_ROUTES, routeName } from '@glyco/contracts';
import { signedInClient } from '../lib/bench-app';
import { sensorClock } from '../lib/glucose-events';
import type { WriteTarget } from '../lib/deployed-product';
import { alternate, type Pair } from '../lib/alternate';
import { startHttpFloor } from '../lib/http-floor';
import { startLagProbe } from '../lib/lag-probe';
import { createLoadClient, type LoadClient } from '../lib/load-client';
import { startCpuAccount, type CpuAccount } from '../lib/cpu';
import { sampleRss } from '../lib/rss';
import { forMs, runConcurrently } from '../lib/run-concurrently';
import { percentile, type LatencySummary } from '../lib/stats';

export interface WriteRound extends LatencySummary {
  /** Peak RSS of the product's processes together during the round (API rounds only). */
  rssBytes?: number;
  /** CPU time of the product's processes, PostgreSQL and the load during the round. */
  cpu: CpuAccount;
  /** Lag samples of the probe during the round (API rounds only). */
  lags?: number[];
  /** The same, listed with the POST's position sent back (read-your-writes). */
  readYourWritesLags?: number[];
}

export interface WriteResult {
  clients: number;
  pairs: Pair<WriteRound>[];
  lag: LagSummary;
  /** Lag of a GET that sends the POST's position back, as the web app does. */
  readYourWritesLag: LagSummary;
}

export interface LagSummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

function lagSummary(lags: readonly number[]): LagSummary {
  return { count: lags.length, p50: percentile(lags, 50), p95: percentile(lags, 95), p99: percentile(lags, 99) };
}

const BASELINE_MS = 2_000;
const API_MS = 3_000;
const PAIRS = 2;
/** At least 500 lag samples per client count, split over the pairs. */
const LAG_SAMPLES_PER_ROUND = 250;

/** A prepared single-row INSERT into the same database: one write with no product around it. */
async function baselineRound(app: WriteTarget, clients: number): Promise<WriteRound> {
  const { pool } = app.database;
  const userId = randomUUID();
  const cpu = startCpuAccount(app.processes ?? []);
  const summary = await runConcurrently(clients, forMs(BASELINE_MS), async (_, index) => {
    await pool.query({
      name: 'bench-raw-insert',
      text: 'INSERT INTO bench_raw VALUES ($1, $2, $3, $4)',
      values: [randomUUID(), userId, 100 + (index % 50), new Date()],
    });
  });
  return { ...summary, cpu: cpu.stop() };
}

/** `clients` people posting readings back to back, while the probe measures the lag to a GET. */
type BenchUser = Awaited<ReturnType<typeof signedInClient>> & { nextInstant: () => string };

async function apiRound(app: WriteTarget, load: LoadClient, users: BenchUser[], probe: ReturnType<typeof startLagProbe>): Promise<WriteRound> {
  const firstSample = probe.samples.length;
  const firstReadYourWritesSample = probe.readYourWritesSamples.length;
  const rss = sampleRss(app.processes?.map((product) => product.pid));
  const cpu = startCpuAccount(app.processes ?? []);
  const summary = await runConcurrently(
    users.length,
    (elapsedMs) => elapsedMs < API_MS || probe.samples.length - firstSample < LAG_SAMPLES_PER_ROUND,
    async (client, index) => {
      const user = users[client]!;
      const response = await load.post(API_ROUTES.glucose.log.path, {
        value: 90 + (index % 120), mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Not Specified', timestamp: user.nextInstant(), timezoneOffsetMinutes: 0,
      }, user.client.token);
      if (response.status !== 201) throw new Error(`${routeName(API_ROUTES.glucose.log)} answered ${response.status}`);
    },
  );
  return {
    ...summary,
    rssBytes: rss.stop(),
    cpu: cpu.stop(),
    lags: probe.samples.slice(firstSample),
    readYourWritesLags: probe.readYourWritesSamples.slice(firstReadYourWritesSample),
  };
}

/**
 * The baseline against the least an HTTP API does (`http-floor-server.ts`): the same INSERT behind
 * a JSON POST in a process of its own, driven by the same load generator, A B A B.
 */
export async function measureHttpFloor(app: WriteTarget, clients: number): Promise<Pair<WriteRound>[]> {
  await app.database.pool.query('CREATE TABLE IF NOT EXISTS bench_raw (id uuid PRIMARY KEY, user_id uuid, value numeric, taken_at timestamptz)');
  const floor = await startHttpFloor(app.database.url);
  const load = createLoadClient(floor.url, clients);
  const userId = randomUUID();
  try {
    return await alternate(PAIRS, () => baselineRound(app, clients), async () => {
      const rss = sampleRss([floor.pid]);
      const cpu = startCpuAccount([{ name: 'floor', pid: floor.pid }]);
      const summary = await runConcurrently(clients, forMs(API_MS), async (_, index) => {
        const response = await load.post('/readings', { id: randomUUID(), userId, value: 90 + (index % 120) });
        if (response.status !== 201) throw new Error(`the floor answered ${response.status}`);
      });
      return { ...summary, rssBytes: rss.stop(), cpu: cpu.stop() };
    });
  } finally {
    await load.close();
    await floor.stop();
  }
}

export async function measureWrites(app: WriteTarget, clients: number): Promise<WriteResult> {
  await app.database.pool.query('CREATE TABLE IF NOT EXISTS bench_raw (id uuid PRIMARY KEY, user_id uuid, value numeric, taken_at timestamptz)');
  // Each person a sensor's backlog from 60 days back (see sensorClock).
  const users = await Promise.all(Array.from({ length: clients }, async () => ({ ...(await signedInClient(app)), nextInstant: sensorClock(60) })));
  const probe = startLagProbe((await signedInClient(app)).client);
  const load = createLoadClient(app.url, clients);
  try {
    const pairs = await alternate(PAIRS, () => baselineRound(app, clients), () => apiRound(app, load, users, probe));
    return {
      clients,
      pairs,
      lag: lagSummary(pairs.flatMap((pair) => pair.measured.lags ?? [])),
      readYourWritesLag: lagSummary(pairs.flatMap((pair) => pair.measured.readYourWritesLags ?? [])),
    };
  } finally {
    await load.close();
    await probe.stop();
  }
}

/** One GET of the probe's list with nothing else running: the floor of any lag sample. */
export async function measureGetAlone(app: WriteTarget): Promise<LatencySummary> {
  const { client } = await signedInClient(app);
  client.readYourWrites = false;
  const posted = await client.post(API_ROUTES.glucose.log.path, { value: 100, mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Not Specified' });
  // Listed once the projector has its read models' generations and has caught up.
  for (;;) {
    const listed = await client.get(`${API_ROUTES.glucose.list.path}?limit=5`);
    if ((listed.body as { _id: string }[]).some((reading) => reading._id === posted.body._id)) break;
  }
  return runConcurrently(1, (_, done) => done < 100, async () => {
    await client.get(`${API_ROUTES.glucose.list.path}?limit=5`);
  });
}
