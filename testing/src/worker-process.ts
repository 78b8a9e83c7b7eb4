import { createLogger, loadConfig } from '@glyco/runtime';
import { startProduct } from '@glyco/server';

/**
 * A worker process for crash tests: the product in its `workers` role, with a test's queue prefix
 * and short locks so a killed worker's job is found stalled within seconds. Prints "ready" once consuming.
 */
const config = loadConfig();
const logger = createLogger(config.logLevel, { service: 'test-worker' });
const lockDurationMs = Number(process.env.TEST_LOCK_DURATION_MS ?? 1500);
const running = await startProduct(config, logger, ['workers'], {
  queuePrefix: process.env.TEST_QUEUE_PREFIX,
  lockTimings: { lockDurationMs, stalledIntervalMs: Math.round(lockDurationMs / 2) },
  // An alert setting's minute, shortened by tests that wait on a delayed alert job.
  alertMinuteMs: process.env.TEST_ALERT_MINUTE_MS ? Number(process.env.TEST_ALERT_MINUTE_MS) : undefined,
});
process.stdout.write('ready\n');
process.on('SIGTERM', () => void running.stop().then(() => process.exit(0)));
