import type pg from 'pg';
import { isErasedData } from '@glyco/contracts';
import { comparePositions, type EventStore, type Position } from '@glyco/event-store';
import { readCheckpoint } from './checkpoints';
import { isActive, type ProjectionRunner } from './runner';
import { CheckpointMoved, commitDeliveries, type Delivery } from './shared-batch';

/**
 * Batches the feed reader may run ahead of the slowest read model: enough that reading and
 * decoding the next batch overlaps the read models' statements, little enough to bound memory.
 */
const READ_AHEAD = 2;

interface Lane {
  runner: ProjectionRunner & { checkpoint: NonNullable<ProjectionRunner['checkpoint']> };
  /** The lane's queued batches, oldest first, applied one after another in feed order. */
  queued: Promise<void>[];
  /** Another instance moved or dropped the generation: this pass leaves it to the caller. */
  stopped: boolean;
  /** The end of the last batch queued for it. */
  queuedTo: Position;
}

export interface ReplayProgress {
  applied: number;
  read: number;
}

/**
 * Replays the feed from `after` into generations that all start there, each read model in its own
 * transactions at its own pace: the reader goes on to the next batch while the read models apply
 * the last ones, and a fast read model never waits for a slow one. Each batch of a read model
 * commits with its checkpoint, so a crash loses nothing and repeats nothing. Stops at the end the
 * feed showed; the caller's driven batches take it from there to the head.
 */
export async function replayInPipeline(
  pool: pg.Pool,
  store: EventStore,
  runners: readonly ProjectionRunner[],
  after: Position,
  batchSize: number,
  onBatch?: (progress: ReplayProgress) => void,
): Promise<ReplayProgress> {
  const lanes: Lane[] = runners.filter(isActive).map((runner) => ({ runner, queued: [], stopped: false, queuedTo: after }));
  const progress: ReplayProgress = { applied: 0, read: 0 };
  let end = after;
  for (;;) {
    const page = await store.readAll({ after: end, limit: batchSize });
    if (page.length === 0) break;
    end = page.at(-1)!.position;
    // Events of an erased person keep only their ids: no read model may see them.
    const events = page.filter((event) => !isErasedData(event.data));
    for (const lane of lanes) {
      const handled = events.filter((event) => lane.runner.handles.has(event.type));
      // A read model with nothing in this batch commits nothing: its next batch moves it past.
      if (handled.length > 0) queueBatch(pool, lane, handled, end, progress);
    }
    progress.read += page.length;
    onBatch?.(progress);
    if (page.length < batchSize) break;
    for (const lane of lanes) while (lane.queued.length > READ_AHEAD) await lane.queued[0];
  }
  for (const lane of lanes) if (comparePositions(lane.queuedTo, end) < 0) queueBatch(pool, lane, [], end, progress);
  await Promise.all(lanes.flatMap((lane) => lane.queued));
  return progress;
}

function queueBatch(pool: pg.Pool, lane: Lane, events: Delivery['events'], end: Position, progress: ReplayProgress): void {
  lane.queuedTo = end;
  const previous = lane.queued.at(-1) ?? Promise.resolve();
  const batch = previous.then(() => applyBatch(pool, lane, events, end, progress));
  lane.queued.push(batch);
  // A failure surfaces where the batch is awaited; the next batch of the lane does not run.
  batch.then(() => lane.queued.shift(), () => undefined);
}

async function applyBatch(pool: pg.Pool, lane: Lane, events: Delivery['events'], end: Position, progress: ReplayProgress): Promise<void> {
  if (lane.stopped) return;
  const { runner } = lane;
  try {
    await commitDeliveries(pool, [{ projection: runner.projection, checkpoint: runner.checkpoint, events }], end);
  } catch (error) {
    if (!(error instanceof CheckpointMoved)) throw error;
    lane.stopped = true;
    const stored = await readCheckpoint(pool, runner.checkpoint.name, runner.checkpoint.generation);
    (runner as ProjectionRunner).checkpoint = stored;
    return;
  }
  runner.checkpoint.position = end;
  progress.applied += events.length;
}
