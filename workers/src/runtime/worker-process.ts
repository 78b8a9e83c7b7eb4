import { createEventStoreFromConfig, openPersonKeys } from '@glyco/event-store';
import { openDatabase, resolveJwtSecret, resolveKeyEncryptionKey, type Config, type Logger } from '@glyco/runtime';
import type { LockTimings } from '../queues/job-options';
import { createJobQueues } from '../queues/job-queues';
import { startWorkers } from './start-workers';

export interface WorkerProcessOptions {
  queuePrefix?: string;
  lockTimings?: LockTimings;
}

/** The workers on their own: the stores they read and write, the queues, and nothing else. */
export async function startWorkerProcess(config: Config, logger: Logger, options: WorkerProcessOptions = {}) {
  const database = await openDatabase(config, logger);
  const keys = await openPersonKeys(database.pool, await resolveKeyEncryptionKey(config.keyEncryptionKey, config.dataDir));
  const store = await createEventStoreFromConfig({ kind: config.eventStore, pool: database.pool, esdbConnectionString: config.esdbConnectionString, keys });
  const queues = await createJobQueues({
    redisUrl: config.redisUrl,
    databaseUrl: database.url,
    prefix: options.queuePrefix,
    lockTimings: options.lockTimings,
  });
  const serverSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const workers = await startWorkers({ config, logger, database, store, keys, queues, serverSecret });
  return {
    async stop() {
      await workers.stop();
      await queues.close();
      await store.close();
      await database.close();
    },
  };
}
