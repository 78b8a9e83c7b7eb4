import type pg from 'pg';
import { comparePositions, type Position } from '@glyco/event-store';
import { readLivePositions } from './checkpoints';
import { watchProjectionCommits } from './commit-notifications';
import { createSignal, type Signal } from './signal';

const RECHECK_MS = 25;

/**
 * True once the live generation of every named projection has read past `position`; false when
 * `timeoutMs` passes first. Commits in this process wake it early; other processes' commits are
 * seen by re-reading the (small) checkpoint table.
 */
export async function waitForPosition(
  pool: pg.Pool,
  committed: Signal,
  position: Position,
  names: readonly string[],
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await allReached(pool, position, names)) return true;
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
 * and by every other projector process's (the commit channel, listened to from the first wait).
 */
export function createCommitWaiter(pool: pg.Pool) {
  const committed = createSignal();
  const commits = watchProjectionCommits(pool, committed);
  return {
    notify: () => committed.notify(),
    waitFor(position: Position, names: readonly string[], timeoutMs: number): Promise<boolean> {
      commits.ensureWatching();
      return waitForPosition(pool, committed, position, names, timeoutMs);
    },
    close: () => commits.close(),
  };
}
