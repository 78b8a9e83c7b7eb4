import { createLogger, loadConfig, stopOnSignals } from '@glyco/runtime';
import { startWorkerProcess } from './runtime/worker-process';

/** The workers alone (`tsx workers/src/main.ts`): PDF reports and emails, with the same configuration as the API. */
const config = loadConfig();
const logger = createLogger(config.logLevel, { service: 'glyco-workers' });

const running = await startWorkerProcess(config, logger).catch((error: unknown) => {
  logger.error('failed to start', { error });
  process.exit(1);
});

stopOnSignals(() => {
  logger.info('shutting down: waiting for active jobs');
  return running.stop();
}, logger);
