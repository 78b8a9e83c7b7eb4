import type { Server } from 'node:http';
import { buildApp } from '@glyco/command-api';
import { randomUUID } from 'node:crypto';
import { catalogueSealingPolicy, createInMemoryEventStore, createInMemoryPersonKeys, createPostgresEventStore, withEncryption } from '@glyco/event-store';
import { createLogger } from '@glyco/runtime';
import { closeServer, createTestClient, listen, type TestClient } from '@glyco/testing';
import { signedInClient, startBenchApp, type BenchApp } from '../lib/bench-app';
import { glucoseLoggedEvent } from '../lib/glucose-events';
import { alternate, type Pair } from '../lib/alternate';
import { forMs, runConcurrently } from '../lib/run-concurrently';
import type { LatencySummary } from '../lib/stats';
import { API_ROUTES } from '@glyco/contracts';

const ROUND_MS = 3_000;
const PAIRS = 3;

export interface EncryptionResult {
  clients: number;
  /** baseline: nothing sealed; measured: the personal data of the catalogue sealed. */
  pairs: Pair<LatencySummary>[];
}

/**
 * A second API on the product's database and projector whose store seals only while `sealing.on`:
 * the same HTTP path, adapter and key table, so a round differs from the other in sealing alone.
 */
async function switchableApi(app: BenchApp): Promise<{ url: string; sealing: { on: boolean }; server: Server }> {
  const sealing = { on: false };
  const store = withEncryption(createPostgresEventStore({ pool: app.database.pool }), {
    keys: app.product.keys,
    policy: (event) => (sealing.on ? catalogueSealingPolicy(event) : undefined),
  });
  const { config, database, projector, queues, keys } = app.product;
  const koa = await buildApp({ config, logger: createLogger('error'), database, store, keys, projector, queues, jwtSecret: config.jwtSecret! });
  const server = await listen(koa, 0, '127.0.0.1');
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, sealing, server };
}

function postReadings(clients: readonly TestClient[]): Promise<LatencySummary> {
  return runConcurrently(clients.length, forMs(ROUND_MS), async (client, index) => {
    const response = await clients[client]!.post(API_ROUTES.glucose.log.path, { value: 90 + (index % 120), mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Not Specified' });
    if (response.status !== 201) throw new Error(`POST /api/glucose answered ${response.status}`);
  });
}

/** POST /api/glucose by `clients` people, A B A B: nothing sealed, then sealed. */
export async function measureEncryption(clientCounts: readonly number[]): Promise<EncryptionResult[]> {
  const app = await startBenchApp();
  const api = await switchableApi(app);
  try {
    const results: EncryptionResult[] = [];
    for (const clients of clientCounts) {
      const people = await Promise.all(Array.from({ length: clients }, () => signedInClient(app)));
      const switched = people.map(({ client }) => Object.assign(createTestClient(api.url), { token: client.token, readYourWrites: false }));
      const round = (on: boolean) => async () => {
        api.sealing.on = on;
        return postReadings(switched);
      };
      results.push({ clients, pairs: await alternate(PAIRS, round(false), round(true)) });
    }
    return results;
  } finally {
    await closeServer(api.server);
    await app.close();
  }
}

const SEALED_ALONE_EVENTS = 5_000;

/**
 * The sealing work alone, without HTTP or a database: appending and reading back 5,000 readings
 * through an in-memory store, bare or decorated, A B A B. Answers microseconds per event.
 */
export async function measureSealingAlone(): Promise<Pair<number>[]> {
  const userId = randomUUID();
  const round = (sealed: boolean) => async () => {
    const bare = createInMemoryEventStore();
    const store = sealed ? withEncryption(bare, { keys: createInMemoryPersonKeys() }) : bare;
    const writes = Array.from({ length: SEALED_ALONE_EVENTS }, (_, slot) => glucoseLoggedEvent(userId, slot, Date.now() - 30 * 86_400_000));
    const started = performance.now();
    await store.appendMany(writes.map(({ streamId, event }) => ({ streamId, expectedRevision: 'no_stream' as const, events: [event] })));
    await store.readAll({ limit: SEALED_ALONE_EVENTS });
    return ((performance.now() - started) * 1000) / SEALED_ALONE_EVENTS;
  };
  return alternate(PAIRS, round(false), round(true));
}
