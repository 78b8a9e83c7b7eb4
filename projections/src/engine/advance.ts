import type pg from 'pg';
import type { EventStore } from '@glyco/contracts/event-store';
import { processBatch, type BatchResult } from './batch';
import { readCheckpoint, type Checkpoint } from './checkpoints';
import { switchToLive } from './lifecycle';
import type { Projection } from './projection';

export interface AdvanceResult extends BatchResult {
  /** This call made the generation live. */
  switched: boolean;
  /** The generation no longer exists (replaced by a rebuild): resolve again before continuing. */
  gone: boolean;
}

/**
 * One batch for one generation, then the bookkeeping around it: adopt the position another
 * instance committed, and make a building generation live once it has caught up.
 */
export async function advanceGeneration(
  pool: pg.Pool,
  store: EventStore,
  projection: Projection,
  checkpoint: Checkpoint,
  batchSize: number,
): Promise<AdvanceResult> {
  const batch = await processBatch(pool, store, projection, checkpoint, batchSize);
  if (batch.lost) return { ...batch, switched: false, gone: !(await reload(pool, checkpoint)) };
  if (!batch.caughtUp || checkpoint.status === 'live') return { ...batch, switched: false, gone: false };
  if (await switchToLive(pool, projection, checkpoint.generation)) {
    checkpoint.status = 'live';
    return { ...batch, switched: true, gone: false };
  }
  return { ...batch, switched: false, gone: !(await reload(pool, checkpoint)) };
}

async function reload(pool: pg.Pool, checkpoint: Checkpoint): Promise<boolean> {
  const stored = await readCheckpoint(pool, checkpoint.name, checkpoint.generation);
  if (!stored) return false;
  checkpoint.position = stored.position;
  checkpoint.status = stored.status;
  return true;
}
