import type { Server } from 'node:http';
import { createEventStoreFromConfig, openPersonKeys, type EventStore, type PersonKeys } from '@glyco/event-store';
import { openDatabase, resolveJwtSecret, resolveKeyEncryptionKey, type Config, type Database, type Logger, type PoolOptions } from '@glyco/runtime';
import { allProjections, createProjector, type ExportLimits, createReactors, migrateProjectionEngine, retiredProjections, retireProjections, type Projector } from '@glyco/projections';
import { createJobQueues, migrateJobTables, startWorkers, type JobQueues, type LockTimings, type RunningWorkers } from '@glyco/workers';
import { apiHealers, buildApp, endLiveStreams, migrateApiTables } from '@glyco/command-api';
import { listen, closeServer } from './listen';

export type Role = 'api' | 'projector' | 'workers';

export interface ProductOptions {
  /** Namespaces the job queues (tests run side by side on one Redis). */
  queuePrefix?: string;
  lockTimings?: LockTimings;
  /** How long an alert setting's minute lasts in the workers (60 000 ms); tests shorten it. */
  alertMinuteMs?: number;
  /** The API's pool, default DEFAULT_POOL_OPTIONS; tests shrink it to exhaust it. */
  pool?: PoolOptions;
  /** Default EXPORT_LIMITS; tests shorten the stall timeout. */
  exportLimits?: ExportLimits;
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
  const { pools } = database;
  // Key look-ups are short and cached; on the projector's pool, connections the API's clients hold never stop it decrypting.
  const keys = await openPersonKeys(pools.projector, await resolveKeyEncryptionKey(config.keyEncryptionKey, config.dataDir));
  const openStore = (pool: Database['pool']) => createEventStoreFromConfig({ kind: config.eventStore, pool, esdbConnectionString: config.esdbConnectionString, keys });
  // Each role reads and appends events on its own pool, so the API's clients cannot starve the projector or the workers.
  // The first opened migrates the event tables, on a pool without the API's statement timeout.
  const projectorStore = await openStore(pools.projector);
  const store = await openStore(database.pool);
  const stores = [projectorStore, store];
  // Migrations may build indexes for longer than the API's statement timeout allows.
  await migrateProjectionEngine(pools.projector);
  await migrateJobTables(pools.workers);
  await migrateApiTables(pools.projector);
  const queues = await createJobQueues({ redisUrl: config.redisUrl, databaseUrl: database.url, prefix: options.queuePrefix, lockTimings: options.lockTimings });
  const projections = [...allProjections, ...apiHealers, ...createReactors(queues)];
  const projector = createProjector({ pool: pools.projector, store: projectorStore, projections, logger });
  if (roles.includes('projector')) {
    await retireProjections(pools.projector, retiredProjections);
    await projector.start();
  }
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  let workers: RunningWorkers | undefined;
  if (roles.includes('workers')) {
    const workersStore = await openStore(pools.workers);
    stores.push(workersStore);
    workers = await startWorkers({ config, logger, database: { ...database, pool: pools.workers }, store: workersStore, keys, queues, serverSecret: jwtSecret, alertMinuteMs: options.alertMinuteMs });
  }
  let server: Server | undefined;
  let endStreams: (() => Promise<void>) | undefined;
  if (roles.includes('api')) {
    const app = await buildApp({ config, logger, database, store, keys, projector, queues, jwtSecret, exportLimits: options.exportLimits });
    server = await listen(app, config.port, config.host);
    endStreams = () => endLiveStreams(app);
  }
  const address = server?.address();
  const url = address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : undefined;
  logger.info('Glyco started', { roles, url, eventStore: config.eventStore, queue: queues.backend });
  return { url, config, database, store, keys, projector, queues, stop: () => stopAll(logger, { server, endStreams, workers, projector, queues, stores, database }) };
}

interface Running {
  server: Server | undefined;
  /** Ends the live streams, which would otherwise hold the server open until its grace runs out. */
  endStreams: (() => Promise<void>) | undefined;
  workers: RunningWorkers | undefined;
  projector: Projector;
  queues: JobQueues;
  stores: EventStore[];
  database: Database;
}

async function stopAll(logger: Logger, { server, endStreams, workers, projector, queues, stores, database }: Running) {
  logger.info('shutting down');
  await endStreams?.();
  if (server) await closeServer(server);
  await workers?.stop();
  await projector.stop();
  await queues.close();
  for (const store of stores) await store.close();
  await database.close();
  logger.info('stopped');
}
