import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { allProjections, rebuildProjection } from '@glyco/projections';
import { seedReportData, spawnProduct, startTestApp, TEST_JWT_SECRET, TEST_KEY_ENCRYPTION_KEY, type ProductProcess, type TestApp, type TestClient } from '@glyco/testing';
import { API_ROUTES, fillPath } from '@glyco/contracts';

/**
 * The real read models under a projector crash: a projector process (GLYCO_ROLES=projector, what
 * `npm start` runs) is killed with SIGKILL while it catches up on a few thousand events, and a new
 * one finishes the job. The read models then hold what the log says (records per person, glucose
 * statistics) and equal a clean rebuild of every projection: no event lost, none applied twice.
 */

const PROJECTOR_SESSIONS = 'glyco-crash-test-projector';
const PEOPLE = 3;
const DAYS_EACH = 15; // 72 CGM readings, 3 meals and 4 doses a day: about 3,600 events in all
const START = new Date('2025-01-01T00:00:00Z');

let database: TestDatabase;
let app: TestApp;
let dataDir: string;
const children: ProductProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'glyco-projector-crash-'));
  // HTTP only, in this process: the read routes, and the writes that go through commands.
  app = await startTestApp({ roles: ['api'], database });
});
afterAll(async () => {
  await Promise.all(children.map((child) => child.kill('SIGKILL')));
  await app?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function startProjector(): ProductProcess {
  const child = spawnProduct(['projector'], { DATABASE_URL: database.url, DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY, PGAPPNAME: PROJECTOR_SESSIONS });
  children.push(child);
  return child;
}

interface Checkpoint {
  name: string;
  reached: boolean;
  started: boolean;
}

/** Where each live read model stands against the last event of the log (feed order: transaction, then position). */
async function checkpoints(): Promise<Checkpoint[]> {
  const { rows } = await database.pool.query<Checkpoint>(`
    WITH head AS (SELECT transaction_id::text::numeric AS c, global_position AS p FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1)
    SELECT name, (position_commit, position_prepare) >= (head.c, head.p) AS reached, position_commit > 0 AS started
      FROM projection_checkpoints, head WHERE status = 'live'`);
  return rows;
}

const readModelNames = allProjections.map((projection) => projection.name);

async function allCaughtUp(): Promise<boolean> {
  const rows = await checkpoints();
  return readModelNames.every((name) => rows.some((row) => row.name === name)) && rows.every((row) => row.reached);
}

/** The server may still finish a COMMIT the killed process sent; wait until its sessions are gone. */
async function waitForProjectorSessionsToEnd(): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { rows } = await database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
      [PROJECTOR_SESSIONS],
    );
    if (rows[0]!.n === 0) return;
    if (Date.now() > deadline) throw new Error('the killed projector still has sessions open');
    await sleep(20);
  }
}

/** Every row of every read model, in a stable order, to compare two states. */
async function readModelContents(): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const projection of allProjections) {
    for (const table of projection.tables) {
      const { rows } = await database.pool.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${table} t`);
      contents[table] = rows.map((row) => row.row).sort();
    }
  }
  return contents;
}

/** What the log says each person has: records logged and not deleted. */
async function countsFromLog(userId: string) {
  const { rows } = await database.pool.query<{ glucose: number; meals: number; insulin: number }>(
    `SELECT count(*) FILTER (WHERE type = 'GlucoseReadingLogged')::int - count(*) FILTER (WHERE type = 'GlucoseReadingDeleted')::int AS glucose,
            count(*) FILTER (WHERE type = 'MealLogged')::int - count(*) FILTER (WHERE type = 'MealDeleted')::int AS meals,
            count(*) FILTER (WHERE type = 'InsulinDoseLogged')::int - count(*) FILTER (WHERE type = 'InsulinDoseDeleted')::int AS insulin
       FROM events WHERE data->>'userId' = $1`,
    [userId],
  );
  return rows[0]!;
}

async function countsFromReadModels(client: TestClient) {
  const [glucose, meals, insulin, stats] = await Promise.all([
    client.get(`${API_ROUTES.glucose.list.path}?limit=10000`),
    client.get(`${API_ROUTES.meals.list.path}?limit=1`),
    client.get(`${API_ROUTES.insulin.list.path}?limit=1`),
    client.get(API_ROUTES.glucose.stats.path),
  ]);
  const ids = (glucose.body as { _id: string }[]).map((reading) => reading._id);
  return { glucose: ids.length, distinctGlucose: new Set(ids).size, meals: meals.body.totalCount, insulin: insulin.body.totalCount, // With sensor readings the figures are the sensor's; finger-sticks are counted beside them.
    statsCount: stats.body.readings.cgm + stats.body.readings.meter, stats: stats.body };
}

async function register(person: number): Promise<{ client: TestClient; userId: string }> {
  const client = app.client();
  client.readYourWrites = false;
  const registered = await client.post(API_ROUTES.accounts.register.path, { name: `Person ${person}`, email: `person-${person}@example.com`, password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
  client.token = registered.body.token;
  return { client, userId: registered.body.user._id };
}

/** Corrections and deletions through the API, so the catch-up replays more than creations. */
async function editSome(client: TestClient): Promise<void> {
  const reading = { value: 140, unit: 'mg/dL', timestamp: '2025-01-03T12:00:00.000Z', timezoneOffsetMinutes: 0, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: '', tags: [] };
  const ids: string[] = [];
  for (const value of [90, 140, 230]) ids.push((await client.post(API_ROUTES.glucose.log.path, { ...reading, value })).body._id);
  expect((await client.put(fillPath(API_ROUTES.glucose.update.path, { id: ids[0]! }), { ...reading, value: 95 })).status).toBe(200);
  expect((await client.delete(fillPath(API_ROUTES.glucose.delete.path, { id: ids[1]! }))).status).toBe(204);
  const meal = await client.post(API_ROUTES.meals.log.path, { mealType: 'Snack', timestamp: '2025-01-02T15:00:00.000Z', foodItems: [{ name: 'Apple', carbs: 25, protein: 0, fat: 0, calories: 95, amount: 1 }], notes: '' });
  expect((await client.delete(fillPath(API_ROUTES.meals.delete.path, { id: meal.body._id }))).status).toBe(204);
}

describe('a projector process killed with SIGKILL mid-catch-up', () => {
  it('resumes to read models that match the log and a clean rebuild', async () => {
    const people = [];
    for (let person = 0; person < PEOPLE; person += 1) people.push(await register(person));
    for (const { client, userId } of people) {
      await seedReportData(app.product.store, userId, START, DAYS_EACH);
      await editSome(client);
    }
    const { rows: total } = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    expect(total[0]!.n).toBeGreaterThan(3_000);

    // Kill the first projector as soon as a read model has committed a batch but not all reached the head.
    const first = startProjector();
    const deadline = Date.now() + 30_000;
    for (;;) {
      const rows = await checkpoints().catch(() => []); // the table appears once the process has migrated
      if (rows.some((row) => row.started && readModelNames.includes(row.name)) && !rows.every((row) => row.reached)) break;
      if (Date.now() > deadline || first.process.exitCode !== null) throw new Error(`the projector never got going:\n${first.log().slice(-3000)}`);
      await sleep(5);
    }
    await first.kill('SIGKILL');
    expect(first.process.signalCode).toBe('SIGKILL');
    await waitForProjectorSessionsToEnd();
    const atKill = await checkpoints();
    expect(readModelNames.some((name) => !atKill.find((row) => row.name === name)?.reached), 'killed before the head').toBe(true);

    const second = startProjector();
    await second.ready;
    await expect.poll(allCaughtUp, { timeout: 90_000, interval: 50 }).toBe(true);

    // What the log says, person by person, and no reading counted twice in the statistics.
    const statsBefore = [];
    for (const { client, userId } of people) {
      const fromLog = await countsFromLog(userId);
      const seen = await countsFromReadModels(client);
      expect(fromLog.glucose).toBe(DAYS_EACH * 72 + 2);
      expect({ glucose: seen.glucose, distinctGlucose: seen.distinctGlucose, meals: seen.meals, insulin: seen.insulin, statsCount: seen.statsCount }).toEqual({
        glucose: fromLog.glucose,
        distinctGlucose: fromLog.glucose,
        meals: fromLog.meals,
        insulin: fromLog.insulin,
        statsCount: fromLog.glucose,
      });
      statsBefore.push(seen.stats);
    }

    // A clean rebuild of every read model from the log gives the same rows and the same figures.
    await second.kill('SIGTERM');
    const resumed = await readModelContents();
    for (const projection of allProjections) await rebuildProjection(database.pool, app.product.store, projection);
    expect(await readModelContents()).toEqual(resumed);
    for (const [index, { client }] of people.entries()) expect((await countsFromReadModels(client)).stats).toEqual(statsBefore[index]);
  }, 180_000);
});
