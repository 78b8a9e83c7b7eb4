import type pg from 'pg';
import type { EventStore, Position } from '@glyco/contracts/event-store';
import { advanceGeneration } from './advance';
import { assertValidProjection } from './generations';
import { createRebuildGeneration } from './lifecycle';
import type { Projection } from './projection';
import { migrateProjectionEngine } from './schema';

export interface RebuildProgress {
  applied: number;
  position: Position;
  elapsedMs: number;
}

export interface RebuildOptions {
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
}

export interface RebuildResult {
  generation: number;
  applied: number;
  elapsedMs: number;
  eventsPerSecond: number;
}

/**
 * Replays the whole feed into a fresh generation while the live one keeps serving, then switches
 * the views and checkpoint to it and drops the old generation, all in one transaction.
 */
export async function rebuildProjection(
  pool: pg.Pool,
  store: EventStore,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  assertValidProjection(projection);
  await migrateProjectionEngine(pool);
  const startedAt = performance.now();
  const checkpoint = await createRebuildGeneration(pool, projection);
  let applied = 0;
  for (;;) {
    const result = await advanceGeneration(pool, store, projection, checkpoint, options.batchSize ?? 500);
    if (result.gone) throw new Error(`Projection ${projection.name}: generation ${checkpoint.generation} was dropped by another rebuild`);
    applied += result.applied;
    options.onProgress?.({ applied, position: checkpoint.position, elapsedMs: performance.now() - startedAt });
    if (result.caughtUp && checkpoint.status === 'live') break;
  }
  const elapsedMs = performance.now() - startedAt;
  return { generation: checkpoint.generation, applied, elapsedMs, eventsPerSecond: elapsedMs > 0 ? (applied * 1000) / elapsedMs : 0 };
}
