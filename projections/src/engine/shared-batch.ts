import type pg from 'pg';
import type { Position, RecordedEvent } from '@glyco/event-store';
import { CHECKPOINT_MOVED_CODE, compareAndSetPositionsSql, type Checkpoint } from './checkpoints';
import { projectionContext, projectionTables } from './context';
import type { Projection } from './projection';
import { applyEvents, isErasure } from './erasures';
import { runScript, withTransaction } from './transaction';

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
  const movePositions = compareAndSetPositionsSql(deliveries.map((delivery) => delivery.checkpoint), next);
  try {
    if (isScript(deliveries)) await commitScript(pool, deliveries, movePositions);
    else await commitApplied(pool, deliveries, movePositions);
  } catch (error) {
    if ((error as { code?: string }).code === CHECKPOINT_MOVED_CODE) throw new CheckpointMoved();
    throw error;
  }
}

async function commitApplied(pool: pg.Pool, deliveries: readonly Delivery[], movePositions: string): Promise<void> {
  await withTransaction(pool, async (client) => {
    for (const delivery of deliveries) {
      const { projection, checkpoint, events } = delivery;
      if (events.length === 0) continue;
      const startedAt = performance.now();
      const context = projectionContext(client, projection, checkpoint);
      await applyEvents(context, projection, events);
      delivery.applyMs = performance.now() - startedAt;
    }
  }, movePositions);
}

/**
 * True when every delivery with events offers `batchStatements` and none of its events is an
 * erasure (which the engine applies itself).
 */
const isScript = (deliveries: readonly Delivery[]): boolean =>
  deliveries.every(({ projection, events }) => events.length === 0 || (projection.batchStatements !== undefined && !events.some(isErasure)));

/**
 * Each read model reads what its statements need (at once, on connections of their own), then
 * the transaction, checkpoints and COMMIT go as one query. Nothing can commit to these
 * generations in between but another instance, whose move of the checkpoints fails this one.
 */
async function commitScript(pool: pg.Pool, deliveries: readonly Delivery[], movePositions: string): Promise<void> {
  const startedAt = performance.now();
  const withEvents = deliveries.filter((delivery) => delivery.events.length > 0);
  const planned = await Promise.all(
    withEvents.map(({ projection, checkpoint, events }) => projection.batchStatements!({ ...projectionTables(projection, checkpoint), read: pool }, events)),
  );
  await runScript(pool, [movePositions, ...planned.flat()]);
  const tookMs = performance.now() - startedAt;
  for (const delivery of withEvents) delivery.applyMs = tookMs;
}
