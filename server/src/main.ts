import { createLogger, loadConfig, stopOnSignals } from '@glyco/runtime';
import { startProduct, type Role } from './start-product';

/** `npm start`: the whole product in one process unless GLYCO_ROLES names a subset. */
const config = loadConfig();
const logger = createLogger(config.logLevel, { service: 'glyco' });
const roles = (process.env.GLYCO_ROLES ?? 'api,projector,workers').split(',').map((role) => role.trim()) as Role[];

const product = await startProduct(config, logger, roles).catch((error: unknown) => {
  logger.error('failed to start', { error });
  process.exit(1);
});

stopOnSignals(() => product.stop(), logger);
