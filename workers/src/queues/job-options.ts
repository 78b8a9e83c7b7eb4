import type { DefaultJobOptions } from 'bullmq';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Retries back off exponentially (2 s, 4 s, 8 s, ...). Finished jobs are kept for a week: while a
 * job is kept, adding its id again is a no-op, which is what makes a replayed event enqueue nothing.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 7 * DAY_SECONDS },
  removeOnFail: { age: 30 * DAY_SECONDS },
};

/** How long a worker may go silent before its active job counts as stalled and runs again. */
export interface LockTimings {
  lockDurationMs: number;
  stalledIntervalMs: number;
}

export const DEFAULT_LOCK_TIMINGS: LockTimings = { lockDurationMs: 30_000, stalledIntervalMs: 30_000 };
