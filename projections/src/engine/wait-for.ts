import type pg from 'pg';
import { comparePositions, type Position } from '@glyco/event-store';
import { createAnnouncedPositions, type AnnouncedPositions } from './announced-positions';
import { readLivePositions } from './checkpoints';
import { watchProjectionCommits } from './commit-notifications';
import { createSignal, type Signal } from './signal';

const RECHECK_MS = 25;

/**
 * True once the live generation of every named projection has read past `position`; false when
 * `timeoutMs` passes first. Commits wake it early, and what they announce answers without a
 * query; the (small) checkpoint table is read when a projection was not heard of, and every
 * RECHECK_MS in case an announcement was lost.
 */
export async function waitForPosition(
  pool: pg.Pool,
  committed: Signal,
  position: Position,
  names: readonly string[],
  timeoutMs: number,
  announced: AnnouncedPositions = createAnnouncedPositions(),
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  // When every projection was heard of, the announcements answer; the table is only a safety net.
  let askedAt = announced.reached(position, names) === undefined ? Number.NEGATIVE_INFINITY : Date.now();
  for (;;) {
    const heard = announced.reached(position, names);
    if (heard) return true;
    if (heard === undefined || Date.now() - askedAt >= RECHECK_MS) {
      askedAt = Date.now();
      if (await allReached(pool, position, names)) return true;
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) return false;
    await committed.wait(Math.min(remaining, RECHECK_MS));
  }
}

async function allReached(pool: pg.Pool, position: Position, names: readonly string[]): Promise<boolean> {
  const live = await readLivePositions(pool, names);
  return names.every((name) => {
    const reached = live.get(name);
    return reached !== undefined && comparePositions(reached, position) >= 0;
  });
}

/**
 * Waits for positions on behalf of one process: woken by its own projector's commits (`notify`)
 * and by every projector process's announcements (the commit channel, listened to from the first wait).
 */
export function createCommitWaiter(pool: pg.Pool) {
  const committed = createSignal();
  const commits = watchProjectionCommits(pool, committed);
  return {
    notify: () => committed.notify(),
    waitFor(position: Position, names: readonly string[], timeoutMs: number): Promise<boolean> {
      commits.ensureWatching();
      return waitForPosition(pool, committed, position, names, timeoutMs, commits.announced);
    },
    close: () => commits.close(),
  };
}
