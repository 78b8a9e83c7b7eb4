import type pg from 'pg';
import type { Position, RecordedEvent } from '@glyco/event-store';
import { compareAndSetPositionsSql, movedAll, type Checkpoint } from './checkpoints';
import { projectionContext } from './context';
import type { Projection } from './projection';
import { applyEvents } from './erasures';
import { withTransaction } from './transaction';

/** The events of one batch of the feed that one generation handles. */
export interface Delivery {
  projection: Projection;
  checkpoint: Checkpoint;
  events: readonly RecordedEvent[];
  /** Set by `commitDeliveries`: how long applying the events took. */
  applyMs?: number;
}

export class CheckpointMoved extends Error {
  constructor() {
    super('another projector instance moved a checkpoint first');
  }
}

/**
 * Applies every delivery and moves all their checkpoints to `next` in one transaction, so the
 * read models of a batch commit (or roll back) together: after a crash none of them has applied
 * an event its checkpoint does not cover. Throws CheckpointMoved, having applied nothing, when
 * another instance moved one of the checkpoints first.
 */
export async function commitDeliveries(pool: pg.Pool, deliveries: readonly Delivery[], next: Position): Promise<void> {
  const checkpoints = deliveries.map((delivery) => delivery.checkpoint);
  await withTransaction(pool, async (client, moved) => {
    if (!movedAll(moved, checkpoints)) throw new CheckpointMoved();
    for (const delivery of deliveries) {
      const { projection, checkpoint, events } = delivery;
      if (events.length === 0) continue;
      const startedAt = performance.now();
      const context = projectionContext(client, projection, checkpoint);
      await applyEvents(context, projection, events);
      delivery.applyMs = performance.now() - startedAt;
    }
  }, compareAndSetPositionsSql(checkpoints, next));
}
