import type pg from 'pg';
import { readCheckpoints, type Checkpoint } from './checkpoints';
import { notifyGenerationsChangedSql } from './commit-notifications';
import { createGeneration, createReaderIndexes, dropGeneration, initGeneration, pointViewsAt } from './generations';
import type { Projection } from './projection';
import { lockProjection, withTransaction } from './transaction';

export type Resolution = { kind: 'track'; checkpoint: Checkpoint } | { kind: 'superseded'; liveVersion: number };

/**
 * Picks the generation this code should write for a projection, creating it when needed:
 * the live one when its version matches; otherwise a building generation of this version
 * (resumed if one exists), which replaces the live one once it reaches the head. A live
 * generation of a newer version belongs to newer code, so this code leaves it alone.
 */
export async function resolveGeneration(pool: pg.Pool, projection: Projection): Promise<Resolution> {
  return withTransaction(pool, async (client) => {
    await lockProjection(client, projection.name);
    const generations = await readCheckpoints(client, projection.name);
    const live = generations.find((generation) => generation.status === 'live');
    if (live && live.version > projection.version) return { kind: 'superseded', liveVersion: live.version };
    if (live?.version === projection.version) {
      await initGeneration(client, projection, live);
      return { kind: 'track', checkpoint: live };
    }
    const building = generations.filter((generation) => generation.status === 'building' && generation.version <= projection.version);
    const resumable = live ? building.filter((generation) => generation.version === projection.version).at(-1) : undefined;
    for (const stale of building) if (stale !== resumable) await dropGeneration(client, stale);
    if (resumable) {
      await initGeneration(client, projection, resumable);
      return { kind: 'track', checkpoint: resumable };
    }
    const checkpoint = await createGeneration(client, projection, live ? 'building' : 'live');
    return { kind: 'track', checkpoint };
  });
}

/** A fresh building generation of the projection's current version, for an explicit rebuild. */
export async function createRebuildGeneration(pool: pg.Pool, projection: Projection): Promise<Checkpoint> {
  return withTransaction(pool, async (client) => {
    await lockProjection(client, projection.name);
    const generations = await readCheckpoints(client, projection.name);
    const live = generations.find((generation) => generation.status === 'live');
    if (live && live.version > projection.version) {
      throw new Error(`Projection ${projection.name}: version ${live.version} is live, newer than this code's ${projection.version}`);
    }
    for (const generation of generations) {
      if (generation.status === 'building' && generation.version <= projection.version) await dropGeneration(client, generation);
    }
    return createGeneration(client, projection, live ? 'building' : 'live');
  });
}

/**
 * Makes a caught-up building generation the live one in one transaction: its readers' indexes,
 * views, checkpoint status, and dropping the generation it replaces. False when it is no longer building
 * (another instance switched it, or a newer rebuild dropped it).
 */
export async function switchToLive(pool: pg.Pool, projection: Projection, generation: number): Promise<boolean> {
  return withTransaction(pool, async (client) => {
    await lockProjection(client, projection.name);
    const generations = await readCheckpoints(client, projection.name);
    const target = generations.find((candidate) => candidate.generation === generation);
    if (target?.status !== 'building') return false;
    await createReaderIndexes(client, projection, target);
    await pointViewsAt(client, target);
    for (const old of generations) if (old.status === 'live') await dropGeneration(client, old, target);
    await client.query(`SELECT ${notifyGenerationsChangedSql()}`);
    await client.query(`UPDATE projection_checkpoints SET status = 'live', updated_at = now() WHERE name = $1 AND generation = $2`, [
      projection.name,
      generation,
    ]);
    return true;
  });
}
