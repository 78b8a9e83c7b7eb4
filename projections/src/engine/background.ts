import type { EventStore } from '@glyco/event-store';
import type { FeedFanOut, ReadFrom } from './fan-out';
import type { ProjectorLogger } from './logger';
import { createSignal, retryDelayMs } from './signal';

/**
 * After a notification the feed may still hold a new event back until an older transaction of
 * this database ends; these short re-reads find it without waiting for the next poll.
 */
const SETTLE_RETRIES_MS = [2, 8, 32];

export interface BackgroundLoop {
  start(): void;
  /** Wakes the loop when a transaction of a read model has ended. */
  onSettled(): void;
  /** Lets the current batch finish; resolves once the loop has returned. */
  stop(): Promise<void>;
}

/**
 * One loop reads the feed for every projection: batch after batch while behind, then waits until
 * the store hints at new events or the poll interval passes. Appends that arrive during a batch
 * are all taken by the next one (coalesced by what is queued, never by sleeping). A failing
 * batch is rolled back and its projection retried with backoff; an event is never skipped.
 */
export function createBackgroundLoop(fanOut: FeedFanOut, store: EventStore, pollIntervalMs: number, logger: ProjectorLogger): BackgroundLoop {
  const wake = createSignal();
  /** A read model finished a transaction: it may have missed events meanwhile. */
  let settled = false;
  const stopping = createSignal();
  let running = false;
  let hinted = false;
  let loop: Promise<void> = Promise.resolve();
  let unwatch: (() => void) | undefined;

  async function run(): Promise<void> {
    let failures = 0;
    let from: ReadFrom = 'slowest';
    let settleRetry = SETTLE_RETRIES_MS.length;
    while (running) {
      const woken = hinted;
      // Woken only because a read model finished: what it missed was read already.
      const readFeed = woken || !settled;
      hinted = false;
      settled = false;
      try {
        // Serving what busy read models missed starts at the slowest of them.
        const result = await fanOut.step({ from: readFeed ? from : 'slowest', onFailure: 'retry-later', readFeed });
        failures = 0;
        if (readFeed) from = from === 'slowest' ? 'fastest' : 'slowest';
        if (!result.caughtUp || hinted || settled || !running) continue;
        if (woken && result.read === 0) settleRetry = 0;
        const settleMs = SETTLE_RETRIES_MS[settleRetry];
        settleRetry += 1;
        await wake.wait(Math.min(settleMs ?? pollIntervalMs, fanOut.nextRetryInMs() ?? pollIntervalMs));
      } catch (error) {
        failures += 1;
        const retryInMs = retryDelayMs(failures);
        logger.error('reading the feed failed; retrying', { attempt: failures, retryInMs, error });
        // Only stop cuts a backoff short: append hints would turn it into a busy retry.
        if (running) await stopping.wait(retryInMs);
      }
    }
  }

  return {
    onSettled() {
      settled = true;
      wake.notify();
    },
    start() {
      if (running) return;
      running = true;
      hinted = true;
      unwatch = store.watch(() => {
        hinted = true;
        wake.notify();
      });
      loop = run();
    },
    async stop() {
      running = false;
      wake.notify();
      stopping.notify();
      await loop;
      await fanOut.settled();
      unwatch?.();
      unwatch = undefined;
    },
  };
}
