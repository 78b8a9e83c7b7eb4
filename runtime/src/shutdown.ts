import type { Logger } from './logger';

/** SIGTERM and SIGINT run `stop` once, then exit 0 (1 if stopping failed). */
export function stopOnSignals(stop: () => Promise<void>, logger: Logger): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('shutdown failed', { error });
          process.exit(1);
        },
      );
    });
  }
}
