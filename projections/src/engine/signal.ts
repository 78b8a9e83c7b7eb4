/** A wake-up call: `wait` resolves on the next `notify` or after the timeout, whichever comes first. */
export interface Signal {
  notify(): void;
  wait(timeoutMs: number): Promise<void>;
}

export function createSignal(): Signal {
  const waiters = new Set<() => void>();
  return {
    notify() {
      const woken = [...waiters];
      waiters.clear();
      for (const wake of woken) wake();
    },
    wait(timeoutMs) {
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.max(0, timeoutMs));
        waiters.add(wake);
      });
    },
  };
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 30_000;

/** Exponential backoff for a failing batch: 100 ms, 200 ms, 400 ms ... capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);
}
