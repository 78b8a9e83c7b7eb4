import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { createTestClient, spawnProduct, TEST_JWT_SECRET, type ProductProcess, type TestClient } from '@glyco/testing';
import { API_ROUTES } from '@glyco/contracts';

/**
 * Durability of acknowledged writes: an API process (GLYCO_ROLES=api, what `npm start` runs) is
 * killed with SIGKILL while several people log readings, meals and doses concurrently. Every
 * write answered 2xx before the kill is in the log exactly once and, once a separate projector
 * process has caught up, in the read models behind the list and stats routes. A write that got no
 * answer may or may not be there; retried with its own `_id` it is there exactly once.
 */

type Kind = 'glucose' | 'meal' | 'insulin';
const KINDS: Kind[] = ['glucose', 'meal', 'insulin'];
const PEOPLE = 3;
/** Acknowledged writes of every kind before the kill, so the kill lands in a steady stream of them. */
const ACKED_PER_KIND_BEFORE_KILL = 12;
const EVENT_TYPE: Record<Kind, string> = { glucose: 'GlucoseReadingLogged', meal: 'MealLogged', insulin: 'InsulinDoseLogged' };
const PATH: Record<Kind, string> = { glucose: API_ROUTES.glucose.list.path, meal: API_ROUTES.meals.list.path, insulin: API_ROUTES.insulin.list.path };

interface Write {
  kind: Kind;
  person: number;
  id: string;
  body: Record<string, unknown>;
  outcome: 'acked' | 'unanswered' | number;
}

let database: TestDatabase;
let dataDir: string;
const children: ProductProcess[] = [];

const env = () => ({ DATABASE_URL: database.url, DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, TRUST_PROXY: '1' });

async function start(roles: ('api' | 'projector')[]): Promise<{ child: ProductProcess; url: string | undefined }> {
  const child = spawnProduct(roles, env());
  children.push(child);
  return { child, url: await child.ready };
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'glyco-api-crash-'));
});
afterAll(async () => {
  await Promise.all(children.map((child) => child.kill('SIGKILL')));
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function bodyOf(kind: Kind, id: string, sequence: number): Record<string, unknown> {
  // Distinct instants in the past, one minute apart per write.
  const timestamp = new Date(Date.UTC(2024, 4, 1, 6) + sequence * 60_000).toISOString();
  if (kind === 'glucose') return { _id: id, value: 80 + (sequence % 150), unit: 'mg/dL', timestamp, timezoneOffsetMinutes: 0, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: '', tags: [] };
  if (kind === 'meal') {
    return { _id: id, mealType: 'Lunch', timestamp, timezoneOffsetMinutes: 0, notes: '', foodItems: [{ name: 'Oatmeal', carbs: 27, protein: 5, fat: 3, calories: 150, amount: 1 + (sequence % 3) }] };
  }
  return { _id: id, insulinType: 'Bolus', units: 1 + (sequence % 8), brand: 'Fiasp', timestamp, timezoneOffsetMinutes: 0, injectionSite: 'Abdomen', notes: '' };
}

async function register(url: string, person: number): Promise<TestClient> {
  const client = createTestClient(url);
  client.readYourWrites = false;
  // Each person from an address of their own, so the registration limit per address never interferes.
  const registered = await client.post(
    API_ROUTES.accounts.register.path,
    { name: `Person ${person}`, email: `person-${person}-${randomUUID()}@example.com`, password: 'Marmalade-Sky-42', diabetesType: 'Type 1' },
    { 'X-Forwarded-For': `10.9.0.${person + 1}` },
  );
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  client.token = registered.body.token;
  return client;
}

/** A POST answered 2xx counts as acknowledged the moment its status line arrives. */
async function send(url: string, token: string, write: Write): Promise<void> {
  try {
    const response = await fetch(`${url}${PATH[write.kind]}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(write.body),
    });
    write.outcome = response.status >= 200 && response.status < 300 ? 'acked' : response.status;
    await response.arrayBuffer().catch(() => undefined);
  } catch {
    if (write.outcome !== 'acked') write.outcome = 'unanswered';
  }
}

interface LoggedRow {
  type: string;
  user_id: string;
  id: string;
  stream_id: string;
}

async function loggedCreations(): Promise<LoggedRow[]> {
  const { rows } = await database.pool.query<LoggedRow>(
    `SELECT type, stream_id, data->>'userId' AS user_id, coalesce(data->>'readingId', data->>'mealId', data->>'doseId') AS id
       FROM events WHERE type = ANY($1)`,
    [Object.values(EVENT_TYPE)],
  );
  return rows;
}

async function readModelIds(client: TestClient): Promise<Record<Kind, string[]> & { statsCount: number }> {
  const [glucose, meals, insulin, stats] = await Promise.all([
    client.get(`${API_ROUTES.glucose.list.path}?limit=10000`),
    client.get(`${API_ROUTES.meals.list.path}?limit=10000`),
    client.get(`${API_ROUTES.insulin.list.path}?limit=10000`),
    client.get(API_ROUTES.glucose.stats.path),
  ]);
  for (const response of [glucose, meals, insulin, stats]) if (response.status !== 200) throw new Error(`read failed: ${response.status} ${JSON.stringify(response.body)}`);
  const ids = (rows: { _id: string }[]) => rows.map((row) => row._id);
  return { glucose: ids(glucose.body), meal: ids(meals.body.meals), insulin: ids(insulin.body.doses), statsCount: stats.body.count };
}

describe('the API process killed with SIGKILL during concurrent writes', () => {
  it('keeps every acknowledged reading, meal and dose, once, in the log and in the read models', async () => {
    const first = await start(['api']);
    await start(['projector']);
    const clients: TestClient[] = [];
    for (let person = 0; person < PEOPLE; person += 1) clients.push(await register(first.url!, person));
    const userIds = await Promise.all(clients.map(async (client) => (await client.get(API_ROUTES.accounts.me.path)).body._id as string));

    const writes: Write[] = [];
    let killed = false;
    let sequence = 0;
    const ackedOf = (kind: Kind) => writes.filter((write) => write.kind === kind && write.outcome === 'acked').length;
    // One writer per person and kind, each sending its next POST as soon as the last one is answered.
    const writers = clients.flatMap((client, person) =>
      KINDS.map(async (kind) => {
        while (!killed) {
          const id = randomUUID();
          const write: Write = { kind, person, id, body: bodyOf(kind, id, (sequence += 1)), outcome: 'unanswered' };
          writes.push(write);
          await send(first.url!, client.token!, write);
          if (write.outcome === 'unanswered') return; // the process is gone
        }
      }),
    );
    const deadline = Date.now() + 30_000;
    while (!KINDS.every((kind) => ackedOf(kind) >= ACKED_PER_KIND_BEFORE_KILL)) {
      if (Date.now() > deadline) throw new Error(`too few writes answered: ${KINDS.map((kind) => `${kind} ${ackedOf(kind)}`).join(', ')}\n${first.child.log().slice(-3000)}`);
      await sleep(5);
    }
    first.child.process.kill('SIGKILL');
    killed = true;
    await first.child.exited;
    expect(first.child.process.signalCode).toBe('SIGKILL');
    await Promise.all(writers);

    // Nothing but 2xx was answered before the kill.
    expect(writes.filter((write) => typeof write.outcome === 'number').map((write) => write.outcome)).toEqual([]);
    const acked = writes.filter((write) => write.outcome === 'acked');
    const unanswered = writes.filter((write) => write.outcome === 'unanswered');
    expect(acked.length).toBeGreaterThanOrEqual(KINDS.length * ACKED_PER_KIND_BEFORE_KILL);
    expect(unanswered.length).toBeGreaterThan(0); // the kill did land among requests in flight

    // The log alone, before any restart: every acknowledged write is there, once.
    const afterKill = await loggedCreations();
    const loggedIds = new Map<string, number>();
    for (const row of afterKill) loggedIds.set(row.id, (loggedIds.get(row.id) ?? 0) + 1);
    for (const write of acked) expect(loggedIds.get(write.id), `${write.kind} ${write.id}`).toBe(1);
    expect([...loggedIds.values()].filter((times) => times > 1)).toEqual([]);
    for (const row of afterKill) expect(writes.some((write) => write.id === row.id && EVENT_TYPE[write.kind] === row.type)).toBe(true);

    // A new API process on the same stores; clients retry what got no answer with the same `_id`.
    const second = await start(['api']);
    const retried = clients.map(() => createTestClient(second.url!));
    retried.forEach((client, person) => {
      client.token = clients[person]!.token;
      client.readYourWrites = false;
    });
    for (const write of unanswered) {
      const response = await retried[write.person]!.post(PATH[write.kind], write.body);
      expect(response.status, `retry of ${write.kind} ${write.id}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      expect(response.body._id).toBe(write.id);
    }

    // The log now holds every write exactly once, acknowledged or retried, and nothing else.
    const logged = await loggedCreations();
    expect(logged.length).toBe(writes.length);
    expect(new Set(logged.map((row) => row.stream_id)).size).toBe(writes.length);
    for (const write of writes) {
      const rows = logged.filter((row) => row.id === write.id);
      expect(rows, `${write.kind} ${write.id}`).toEqual([expect.objectContaining({ type: EVENT_TYPE[write.kind], user_id: userIds[write.person] })]);
    }

    // Once the projector has caught up, the read models list each write once; stats count every reading.
    for (let person = 0; person < PEOPLE; person += 1) {
      const expected = Object.fromEntries(KINDS.map((kind) => [kind, writes.filter((write) => write.person === person && write.kind === kind).map((write) => write.id).sort()]));
      const settled = async () => {
        const seen = await readModelIds(retried[person]!);
        return { glucose: [...seen.glucose].sort(), meal: [...seen.meal].sort(), insulin: [...seen.insulin].sort(), statsCount: seen.statsCount };
      };
      await expect.poll(settled, { timeout: 90_000, interval: 100 }).toEqual({ ...expected, statsCount: expected.glucose!.length });
      const seen = await readModelIds(retried[person]!);
      for (const kind of KINDS) expect(new Set(seen[kind]).size).toBe(seen[kind].length);
    }
  }, 180_000);
});
