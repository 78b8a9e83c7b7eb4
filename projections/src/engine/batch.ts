import type pg from 'pg';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from '@glyco/contracts/event-store';
import { compareAndSetPosition, type Checkpoint } from './checkpoints';
import { projectionContext } from './context';
import type { Projection } from './projection';
import { withTransaction } from './transaction';

export interface BatchResult {
  /** Events applied and committed by this call. */
  applied: number;
  /** The batch was not full: this generation has read everything up to the head seen before reading. */
  caughtUp: boolean;
  /** Another instance moved the checkpoint first; nothing was applied and `checkpoint` is stale. */
  lost: boolean;
}

class CheckpointMoved extends Error {}

/**
 * Reads the next batch after a generation's checkpoint and applies it in one transaction with
 * the compare-and-set of the checkpoint. On success `checkpoint.position` is updated in place.
 */
export async function processBatch(
  pool: pg.Pool,
  store: EventStore,
  projection: Projection,
  checkpoint: Checkpoint,
  batchSize: number,
): Promise<BatchResult> {
  // Read the head before the batch: every handled event up to it is then in the batch unless the batch is full.
  const head = await store.headPosition();
  const events = await store.readAll({ after: checkpoint.position, limit: batchSize, filter: { eventTypes: projection.handles } });
  const full = events.length >= batchSize;
  const next = nextPosition(checkpoint.position, events, full ? undefined : head);
  if (comparePositions(next, checkpoint.position) === 0) return { applied: 0, caughtUp: !full, lost: false };
  try {
    await withTransaction(pool, async (client) => {
      if (!(await compareAndSetPosition(client, checkpoint, checkpoint.position, next))) throw new CheckpointMoved();
      const context = projectionContext(client, projection, checkpoint);
      if (projection.applyBatch) await projection.applyBatch(context, events);
      else for (const event of events) await projection.apply(context, event);
    });
  } catch (error) {
    if (error instanceof CheckpointMoved) return { applied: 0, caughtUp: false, lost: true };
    throw error;
  }
  checkpoint.position = next;
  return { applied: events.length, caughtUp: !full, lost: false };
}

/**
 * The last event read, or the head when the filtered batch ended before it: skipping a stretch
 * of unhandled events keeps a projection of rare events from re-reading the same region forever.
 */
function nextPosition(current: Position, events: readonly RecordedEvent[], safeHead: Position | undefined): Position {
  let next = events.at(-1)?.position ?? current;
  if (safeHead && comparePositions(safeHead, next) > 0) next = safeHead;
  return next;
}
