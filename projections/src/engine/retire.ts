import type pg from 'pg';
import { readCheckpoints } from './checkpoints';
import { dropGeneration } from './generations';
import { lockProjection, withTransaction } from './transaction';

/**
 * Drops every generation of read models the product no longer has: their checkpoints, tables and
 * views. Names are listed explicitly (`retiredProjections`), never inferred from what a projector
 * was started with, because a projector running a subset must not drop the others.
 */
export async function retireProjections(pool: pg.Pool, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await withTransaction(pool, async (client) => {
      await lockProjection(client, name);
      for (const generation of await readCheckpoints(client, name)) await dropGeneration(client, generation);
    });
  }
}
