import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUEUE_NAMES } from '@glyco/contracts';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { createLogger, loadConfig, type LogLevel, type PoolOptions } from '@glyco/runtime';
import type { LockTimings } from '@glyco/workers';
import { startProduct, type Role, type RunningProduct } from '@glyco/server';
import { createTestClient, type TestClient } from './test-client';

export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
/** Every process of a test shares it, as every process of a deployment must. */
export const TEST_KEY_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');
export const JOB_BACKENDS = ['redis', 'postgres'] as const;
export type JobBackend = (typeof JOB_BACKENDS)[number];

export interface TestAppOptions {
  /** Default: HTTP and the projector; add 'workers' to run jobs in process. */
  roles?: Role[];
  /** Where the job queues live; default PostgreSQL (the test database). */
  queueBackend?: JobBackend;
  env?: Record<string, string>;
  lockTimings?: LockTimings;
  /** Another app's database, to run a second process against the same stores; left for its owner to drop. */
  database?: TestDatabase;
  /** The product's own connection pool (default DEFAULT_POOL_OPTIONS). */
  pool?: PoolOptions;
  /** How long an alert setting's minute lasts (60 000 ms). */
  alertMinuteMs?: number;
}

export interface TestApp {
  url: string;
  product: RunningProduct;
  database: TestDatabase;
  /** The environment a separate worker process needs to join this app's stores and queues. */
  workerEnv: Record<string, string>;
  /** A client that remembers its token and sends back the position of its last write. */
  client(): TestClient;
  close(): Promise<void>;
}

/**
 * The whole product on a fresh database (or `options.database`), its own queue prefix and a free
 * port. Requests may name their address in X-Forwarded-For, as the one trusted proxy would.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = await mkdtemp(join(tmpdir(), 'glyco-test-'));
  const queuePrefix = `t_${randomBytes(5).toString('hex')}`;
  const redis: Record<string, string> = options.queueBackend === 'redis' ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : {};
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY, LOG_LEVEL: 'silent', TRUST_PROXY: '1', ...redis, ...options.env };
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', ...env });
  const roles = options.roles ?? ['api', 'projector'];
  // Errors reach stderr, so an unexpected 500 in a test says why; TEST_LOG_LEVEL shows more.
  const logger = createLogger((process.env.TEST_LOG_LEVEL as LogLevel | undefined) ?? 'error', { test: queuePrefix });
  const product = await startProduct(config, logger, roles, { queuePrefix, lockTimings: options.lockTimings, pool: options.pool, alertMinuteMs: options.alertMinuteMs });
  // As a deployment that has caught up: every read model live before the first request, which on a
  // busy machine could otherwise reach a view the projector has not made yet (503, "not built yet").
  if (roles.includes('projector') && !(await product.projector.waitFor(await product.store.headPosition(), undefined, 60_000))) {
    throw new Error('the read models were not live within 60 s of starting the product');
  }
  const url = product.url!;
  return {
    url,
    product,
    database,
    workerEnv: { ...env, TEST_QUEUE_PREFIX: queuePrefix },
    client: () => createTestClient(url),
    async close() {
      if (options.queueBackend === 'redis') for (const name of QUEUE_NAMES) await product.queues.queue(name).obliterate({ force: true });
      await product.stop();
      if (!options.database) await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
