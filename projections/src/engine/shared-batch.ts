import type pg from 'pg';
import type { Position, RecordedEvent } from '@glyco/event-store';
import { CHECKPOINT_MOVED_CODE, compareAndSetPositionsSql, type Checkpoint } from './checkpoints';
import { projectionContext, projectionTables } from './context';
import { isCopied } from './copy-rows';
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
  const statements = scriptOf(deliveries);
  try {
    if (statements) await commitScript(pool, deliveries, [movePositions, ...statements]);
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
 * The statements of every delivery, when each one with events offers `batchStatements`, none of
 * its events is an erasure (which the engine applies itself) and none is large enough to copy (a
 * rebuild's batch, whose round trips matter less than how its rows are sent); undefined otherwise.
 */
function scriptOf(deliveries: readonly Delivery[]): string[] | undefined {
  const statements: string[] = [];
  for (const { projection, checkpoint, events } of deliveries) {
    if (events.length === 0) continue;
    if (!projection.batchStatements || isCopied(events.length) || events.some(isErasure)) return undefined;
    statements.push(...projection.batchStatements(projectionTables(projection, checkpoint), events));
  }
  return statements;
}

async function commitScript(pool: pg.Pool, deliveries: readonly Delivery[], statements: readonly string[]): Promise<void> {
  const startedAt = performance.now();
  await runScript(pool, statements);
  const tookMs = performance.now() - startedAt;
  for (const delivery of deliveries) if (delivery.events.length > 0) delivery.applyMs = tookMs;
}
