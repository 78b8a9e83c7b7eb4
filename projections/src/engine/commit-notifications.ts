import type pg from 'pg';
import { ChannelListener } from '@glyco/runtime/notifications';
import type { Position } from '@glyco/event-store';
import type { Signal } from './signal';
import { createAnnouncedPositions, type AnnouncedPositions } from './announced-positions';

/**
 * Every projector transaction that moves a checkpoint notifies this channel as it commits, so a
 * request waiting for its own write in another process (the API, a worker) looks again at once
 * instead of at its next poll. The payload names the live generations it moved and where to
 * (`parseCommitPayload`); an empty one says generations changed, so positions heard before may
 * belong to a generation that is gone.
 */
const PROJECTION_COMMITS_CHANNEL = 'glyco_projection_commits';

/** For a statement inside a transaction that drops or switches a live generation. */
export const notifyGenerationsChangedSql = (): string => `pg_notify('${PROJECTION_COMMITS_CHANNEL}', '')`;

/**
 * Notifies `{"commit","prepare","live":[names]}`, delivered only if the transaction commits: SQL
 * expressions of the position moved to (two numbers) and of the live generations moved (text[]).
 */
export const notifyMovedCheckpointsSql = (commit: string, prepare: string, live: string): string =>
  `pg_notify('${PROJECTION_COMMITS_CHANNEL}', json_build_object('commit', (${commit})::text, 'prepare', (${prepare})::text, 'live', ${live})::text)`;

export interface CommitAnnouncement {
  position: Position;
  /** Projections whose live generation reached `position` in that commit. */
  live: string[];
}

/** The payload of notifyMovedCheckpointsSql; undefined for any other (an empty one, or one of another version). */
export function parseCommitPayload(payload: string): CommitAnnouncement | undefined {
  try {
    const parsed = JSON.parse(payload) as { commit?: unknown; prepare?: unknown; live?: unknown };
    const { commit, prepare, live } = parsed;
    if (typeof commit !== 'string' || typeof prepare !== 'string' || !Array.isArray(live) || !live.every((name) => typeof name === 'string')) return undefined;
    return { position: { commit: BigInt(commit), prepare: BigInt(prepare) }, live };
  } catch {
    return undefined;
  }
}

/**
 * Wakes `signal` on every commit of any projector process, after recording what it announced in
 * `announced`; opened on first use, `close` ends it.
 */
export function watchProjectionCommits(pool: pg.Pool, signal: Signal, announced: AnnouncedPositions = createAnnouncedPositions()) {
  const listener = new ChannelListener(pool.options, PROJECTION_COMMITS_CHANNEL);
  let unwatch: (() => void) | undefined;
  return {
    announced,
    ensureWatching() {
      unwatch ??= listener.watch((payload) => {
        announced.hear(payload === undefined ? undefined : parseCommitPayload(payload));
        signal.notify();
      });
    },
    async close() {
      unwatch?.();
      await listener.close();
    },
  };
}
