import type pg from 'pg';
import { START, type EventStore, type Position } from '@glyco/event-store';
import { createFeedFanOut } from './fan-out';
import { createRebuildGeneration } from './lifecycle';
import { defaultLogger } from './logger';
import type { Projection } from './projection';
import { assertDistinctValidProjections } from './projector';
import { createProjectionRunner, type ProjectionRunner } from './runner';
import { replayInPipeline } from './replay-pipeline';
import { migrateProjectionEngine } from './schema';

export interface RebuildProgress {
  /** Event deliveries applied (an event handled by two read models counts twice). */
  applied: number;
  /** Events read from the feed, each once whatever the number of read models. */
  read: number;
  position: Position;
  elapsedMs: number;
}

export interface RebuildOptions {
  /** Events read from the feed per transaction. */
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
}

export interface RebuildResult {
  /** The new live generation of each projection, by name. */
  generations: Record<string, number>;
  applied: number;
  read: number;
  elapsedMs: number;
  /** Feed events per second. */
  eventsPerSecond: number;
}

const REBUILD_BATCH = 10_000;

/**
 * Replays the whole feed once into a fresh generation of every given projection while the live
 * ones keep serving; each generation replaces its live one (views, checkpoint, dropping the old
 * tables, in one transaction) as soon as it has read the head.
 */
export async function rebuildProjections(
  pool: pg.Pool,
  store: EventStore,
  projections: readonly Projection[],
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  assertDistinctValidProjections(projections);
  await migrateProjectionEngine(pool);
  const startedAt = performance.now();
  const runners: ProjectionRunner[] = [];
  for (const projection of projections) runners.push(createProjectionRunner(projection, await createRebuildGeneration(pool, projection)));
  const fanOut = createFeedFanOut({
    pool, store, runners, batchSize: options.batchSize ?? REBUILD_BATCH, logger: defaultLogger, onCommit: () => undefined, transactionPerProjection: true,
  });
  // The bulk of the feed in a pipeline, then driven batches up to the head and the switch to live.
  const replayed = await replayInPipeline(pool, store, runners, START, options.batchSize ?? REBUILD_BATCH, (progress) =>
    options.onProgress?.({ ...progress, position: runners[0]!.checkpoint!.position, elapsedMs: performance.now() - startedAt }),
  );
  let { applied, read } = replayed;
  for (;;) {
    const result = await fanOut.step();
    applied += result.applied;
    read += result.read;
    const dropped = runners.find((runner) => !runner.checkpoint);
    if (dropped) throw new Error(`Projection ${dropped.projection.name}: its rebuilt generation was dropped by another rebuild`);
    options.onProgress?.({ applied, read, position: runners[0]!.checkpoint!.position, elapsedMs: performance.now() - startedAt });
    if (result.caughtUp && runners.every((runner) => runner.checkpoint!.status === 'live')) break;
  }
  const elapsedMs = performance.now() - startedAt;
  return {
    generations: Object.fromEntries(runners.map((runner) => [runner.projection.name, runner.checkpoint!.generation])),
    applied,
    read,
    elapsedMs,
    eventsPerSecond: elapsedMs > 0 ? (read * 1000) / elapsedMs : 0,
  };
}

/** One projection's rebuild; see `rebuildProjections`. */
export async function rebuildProjection(pool: pg.Pool, store: EventStore, projection: Projection, options: RebuildOptions = {}): Promise<RebuildResult & { generation: number }> {
  const result = await rebuildProjections(pool, store, [projection], options);
  return { ...result, generation: result.generations[projection.name]! };
}
