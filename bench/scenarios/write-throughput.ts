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
import { sampleStaleness } from '../lib/read-model-staleness';
import { forMs, runConcurrently } from '../lib/run-concurrently';
import { percentile, type LatencySummary } from '../lib/stats';

export interface WriteRound extends LatencySummary {
  /** Peak RSS of the product's processes together during the round (API rounds only). */
  rssBytes?: number;
  /** CPU time of the product's processes, PostgreSQL and the load during the round. */
  cpu: CpuAccount;
  /** Lag samples of the probe during the round (lag rounds only). */
  lags?: number[];
  /** The same, listed with the POST's position sent back (read-your-writes). */
  readYourWritesLags?: number[];
  /** Events each read model was behind the feed's head, sampled through the round (lag rounds only). */
  eventsBehind?: Map<string, number[]>;
}

export interface WriteResult {
  clients: number;
  /** The baseline against the API, A B A B, with nothing else running. */
  pairs: Pair<WriteRound>[];
  /** The API's load again, with the lag probe writing and listing beside it. */
  lagRounds: WriteRound[];
  lag: LagSummary;
  /** Lag of a GET that sends the POST's position back, as the web app does. */
  readYourWritesLag: LagSummary;
  /** How far behind the feed each read model a reading feeds was, in time at the rounds' POST rate. */
  staleness: { name: string; p50Ms: number; p95Ms: number }[];
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
const WARM_UP_MS = 1_000;
/**
 * V8 optimises a request's code only after thousands of calls: after 1,000 POSTs the first pair at
 * 8 clients was 20 to 40% slower than the second in every process, after 6,000 within 1 to 8%.
 */
const WARM_UP_POSTS = 6_000;
const PAIRS = 2;
const LAG_ROUNDS = 2;
/** At least 500 lag samples per client count, split over the lag rounds. */
const LAG_SAMPLES_PER_ROUND = 250;

/** The baseline's table, beside the product's: one narrow row per reading. */
const createBaselineTable = (app: WriteTarget) =>
  app.database.pool.query('CREATE TABLE IF NOT EXISTS bench_raw (id uuid PRIMARY KEY, user_id uuid, value numeric, taken_at timestamptz)');

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

type BenchUser = Awaited<ReturnType<typeof signedInClient>> & { nextInstant: () => string };
type LagProbe = ReturnType<typeof startLagProbe>;

/** Each person posts their sensor's next reading. */
function postReading(load: LoadClient, users: BenchUser[]) {
  return async (client: number, index: number) => {
    const user = users[client]!;
    const response = await load.post(API_ROUTES.glucose.log.path, {
      value: 90 + (index % 120), mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Not Specified', timestamp: user.nextInstant(), timezoneOffsetMinutes: 0,
    }, user.client.token);
    if (response.status !== 201) throw new Error(`${routeName(API_ROUTES.glucose.log)} answered ${response.status}`);
  };
}

/**
 * `clients` people posting readings back to back. With a probe, the round goes on until the
 * probe has its samples, and returns them.
 */
async function apiRound(app: WriteTarget, load: LoadClient, users: BenchUser[], probe?: LagProbe): Promise<WriteRound> {
  const rss = sampleRss(app.processes?.map((product) => product.pid));
  const cpu = startCpuAccount(app.processes ?? []);
  const keepGoing = probe ? (elapsedMs: number) => elapsedMs < API_MS || probe.samples.length < LAG_SAMPLES_PER_ROUND : forMs(API_MS);
  const summary = await runConcurrently(users.length, keepGoing, postReading(load, users));
  return { ...summary, rssBytes: rss.stop(), cpu: cpu.stop(), lags: probe?.samples.slice(), readYourWritesLags: probe?.readYourWritesSamples.slice() };
}

/**
 * The same load with the lag probe beside it, in rounds of their own: the probe lists readings
 * back to back and takes a large part of two cores, which would otherwise be counted against the
 * POSTs and the baseline. A new person each round, whose readings are the newest of their list.
 */
async function lagRound(app: WriteTarget, load: LoadClient, users: BenchUser[]): Promise<WriteRound> {
  const probe = startLagProbe((await signedInClient(app)).client);
  const staleness = sampleStaleness(app.database.pool);
  try {
    return { ...(await apiRound(app, load, users, probe)), eventsBehind: await staleness.stop() };
  } finally {
    await probe.stop();
    await staleness.stop();
  }
}

/** Events behind, as time: divided by the rounds' rate of events (each POST appends one). */
function stalenessOf(rounds: readonly WriteRound[]): WriteResult['staleness'] {
  const eventsPerMs = rounds.reduce((sum, round) => sum + round.count, 0) / rounds.reduce((sum, round) => sum + round.seconds * 1000, 0);
  const names = [...(rounds[0]?.eventsBehind?.keys() ?? [])];
  return names.map((name) => {
    const behind = rounds.flatMap((round) => round.eventsBehind?.get(name) ?? []);
    return { name, p50Ms: percentile(behind, 50) / eventsPerMs, p95Ms: percentile(behind, 95) / eventsPerMs };
  });
}

/**
 * The baseline against the least an HTTP API does (`http-floor-server.ts`): the same INSERT behind
 * a JSON POST in a process of its own, driven by the same load generator, A B A B.
 */
export async function measureHttpFloor(app: WriteTarget, clients: number): Promise<Pair<WriteRound>[]> {
  await createBaselineTable(app);
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
  await createBaselineTable(app);
  // Each person a sensor's backlog from 60 days back (see sensorClock).
  const users = await Promise.all(Array.from({ length: clients }, async () => ({ ...(await signedInClient(app)), nextInstant: sensorClock(60) })));
  const load = createLoadClient(app.url, clients);
  try {
    // Not measured: a new process compiles its code as it goes.
    await runConcurrently(clients, (elapsedMs, done) => elapsedMs < WARM_UP_MS || done < WARM_UP_POSTS, postReading(load, users));
    const pairs = await alternate(PAIRS, () => baselineRound(app, clients), () => apiRound(app, load, users));
    const lagRounds: WriteRound[] = [];
    for (let round = 0; round < LAG_ROUNDS; round += 1) lagRounds.push(await lagRound(app, load, users));
    return {
      clients,
      pairs,
      lagRounds,
      lag: lagSummary(lagRounds.flatMap((round) => round.lags ?? [])),
      readYourWritesLag: lagSummary(lagRounds.flatMap((round) => round.readYourWritesLags ?? [])),
      staleness: stalenessOf(lagRounds),
    };
  } finally {
    await load.close();
  }
}

/** One GET of the probe's list with nothing else running: the floor of any lag sample. */
export async function measureGetAlone(app: WriteTarget): Promise<LatencySummary> {
  const { client } = await signedInClient(app);
  client.readYourWrites = false;
  const posted = await client.post(API_ROUTES.glucose.log.path, { value: 100, mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Not Specified' });
  // Listed once the projector has its read models' generations and has caught up; until their
  // views exist, the list answers 503 (try again shortly).
  for (;;) {
    const listed = await client.get(`${API_ROUTES.glucose.list.path}?limit=5`);
    if (listed.status === 200 && (listed.body as { _id: string }[]).some((reading) => reading._id === posted.body._id)) break;
  }
  return runConcurrently(1, (_, done) => done < 100, async () => {
    await client.get(`${API_ROUTES.glucose.list.path}?limit=5`);
  });
}
