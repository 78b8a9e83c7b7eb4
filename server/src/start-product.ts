import type { Server } from 'node:http';
import { createEventStoreFromConfig, openPersonKeys, type EventStore, type PersonKeys } from '@glyco/event-store';
import { openDatabase, resolveJwtSecret, resolveKeyEncryptionKey, type Config, type Database, type Logger, type PoolOptions } from '@glyco/runtime';
import { allProjections, createProjector, createReactors, migrateProjectionEngine, retiredProjections, retireProjections, type Projector } from '@glyco/projections';
import { createJobQueues, migrateJobTables, startWorkers, type JobQueues, type LockTimings, type RunningWorkers } from '@glyco/workers';
import { apiHealers, buildApp, migrateApiTables } from '@glyco/command-api';
import { listen, closeServer } from './listen';

export type Role = 'api' | 'projector' | 'workers';

export interface ProductOptions {
  /** Namespaces the job queues (tests run side by side on one Redis). */
  queuePrefix?: string;
  lockTimings?: LockTimings;
  /** Default DEFAULT_POOL_OPTIONS; tests shrink it to exhaust it. */
  pool?: PoolOptions;
}

export interface RunningProduct {
  url: string | undefined;
  config: Config;
  database: Database;
  store: EventStore;
  /** The people's data keys: destroying one erases that person's sealed events. */
  keys: PersonKeys;
  projector: Projector;
  queues: JobQueues;
  stop(): Promise<void>;
}

/** Opens the stores and starts the roles this process plays; `stop` drains them in reverse order. */
export async function startProduct(config: Config, logger: Logger, roles: readonly Role[], options: ProductOptions = {}): Promise<RunningProduct> {
  const database = await openDatabase(config, logger, options.pool);
  const keys = await openPersonKeys(database.pool, await resolveKeyEncryptionKey(config.keyEncryptionKey, config.dataDir));
  const store = await createEventStoreFromConfig({
    kind: config.eventStore,
    pool: database.pool,
    esdbConnectionString: config.esdbConnectionString,
    keys,
  });
  await migrateProjectionEngine(database.pool);
  await migrateJobTables(database.pool);
  await migrateApiTables(database.pool);
  const queues = await createJobQueues({ redisUrl: config.redisUrl, databaseUrl: database.url, prefix: options.queuePrefix, lockTimings: options.lockTimings });
  const projections = [...allProjections, ...apiHealers, ...createReactors(queues)];
  const projector = createProjector({ pool: database.pool, store, projections, logger });
  if (roles.includes('projector')) {
    await retireProjections(database.pool, retiredProjections);
    await projector.start();
  }
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  let workers: RunningWorkers | undefined;
  if (roles.includes('workers')) workers = await startWorkers({ config, logger, database, store, keys, queues, serverSecret: jwtSecret });
  let server: Server | undefined;
  if (roles.includes('api')) {
    const app = await buildApp({ config, logger, database, store, keys, projector, queues, jwtSecret });
    server = await listen(app, config.port, config.host);
  }
  const address = server?.address();
  const url = address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : undefined;
  logger.info('Glyco started', { roles, url, eventStore: config.eventStore, queue: queues.backend });
  return { url, config, database, store, keys, projector, queues, stop: () => stopAll(logger, { server, workers, projector, queues, store, database }) };
}

interface Running {
  server: Server | undefined;
  workers: RunningWorkers | undefined;
  projector: Projector;
  queues: JobQueues;
  store: EventStore;
  database: Database;
}

async function stopAll(logger: Logger, { server, workers, projector, queues, store, database }: Running) {
  logger.info('shutting down');
  if (server) await closeServer(server);
  await workers?.stop();
  await projector.stop();
  await queues.close();
  await store.close();
  await database.close();
  logger.info('stopped');
}
