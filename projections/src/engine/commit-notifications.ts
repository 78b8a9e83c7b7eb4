import type pg from 'pg';
import { ChannelListener } from '@glyco/runtime/notifications';
import type { Signal } from './signal';

/**
 * Every projector transaction that moves a checkpoint notifies this channel as it commits, so a
 * request waiting for its own write in another process (the API, a worker) looks again at once
 * instead of at its next poll.
 */
const PROJECTION_COMMITS_CHANNEL = 'glyco_projection_commits';

/** For a statement inside the transaction that moves checkpoints; delivered only if it commits. */
export const notifyProjectionCommitSql = (): string => `pg_notify('${PROJECTION_COMMITS_CHANNEL}', '')`;

/** Wakes `signal` on every commit of any projector process; opened on first use, `close` ends it. */
export function watchProjectionCommits(pool: pg.Pool, signal: Signal) {
  const listener = new ChannelListener(pool.options, PROJECTION_COMMITS_CHANNEL);
  let unwatch: (() => void) | undefined;
  return {
    ensureWatching() {
      unwatch ??= listener.watch(() => signal.notify());
    },
    async close() {
      unwatch?.();
      await listener.close();
    },
  };
}
