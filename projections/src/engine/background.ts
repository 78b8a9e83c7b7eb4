import type { EventStore } from '@glyco/contracts/event-store';
import type { ProjectorLogger } from './logger';
import type { ProjectionRunner } from './runner';
import { createSignal, retryDelayMs } from './signal';

/** How long a caught-up projection lets appends gather after a wake-up before it reads them. */
const COALESCE_MS = 15;

export interface BackgroundLoops {
  start(): void;
  /** Lets each loop finish its current batch; resolves once all have returned. */
  stop(): Promise<void>;
}

/**
 * One loop per projection, each from its own checkpoint: batch after batch while behind, then
 * sleep until the store hints at new events or the poll interval passes. A failing batch is
 * retried with backoff, so an event is never skipped.
 */
export function createBackgroundLoops(
  runners: readonly ProjectionRunner[],
  store: EventStore,
  pollIntervalMs: number,
  logger: ProjectorLogger,
): BackgroundLoops {
  const wake = createSignal();
  const stopping = createSignal();
  let running = false;
  let loops: Promise<void>[] = [];
  let unwatch: (() => void) | undefined;

  async function loop(runner: ProjectionRunner): Promise<void> {
    let failures = 0;
    while (running) {
      try {
        const { caughtUp } = await runner.step();
        failures = 0;
        if (caughtUp && running) {
          await wake.wait(pollIntervalMs);
          // Under a stream of appends, each wake-up would otherwise cost every projection a read
          // and a commit per event; a short pause lets one batch take them all.
          if (running) await stopping.wait(COALESCE_MS);
        }
      } catch (error) {
        failures += 1;
        const retryInMs = retryDelayMs(failures);
        logger.error('projection batch failed and was rolled back; retrying', {
          projection: runner.projection.name, attempt: failures, retryInMs, error,
        });
        // Only stop cuts a backoff short: append hints would turn it into a busy retry.
        if (running) await stopping.wait(retryInMs);
      }
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      unwatch = store.watch(() => wake.notify());
      loops = runners.map(loop);
    },
    async stop() {
      running = false;
      wake.notify();
      stopping.notify();
      await Promise.all(loops);
      loops = [];
      unwatch?.();
      unwatch = undefined;
    },
  };
}
