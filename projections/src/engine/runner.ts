import { deliveredTypes } from './erasures';
import type pg from 'pg';
import type { Checkpoint } from './checkpoints';
import { resolveGeneration } from './lifecycle';
import type { ProjectorLogger } from './logger';
import type { Projection } from './projection';
import { retryDelayMs } from './signal';

/** One projection as the feed reader serves it: the generation it writes and its retry state. */
export interface ProjectionRunner {
  readonly projection: Projection;
  readonly handles: ReadonlySet<string>;
  /** Undefined until resolved, and again after a rebuild replaced the generation. */
  checkpoint: Checkpoint | undefined;
  /** A newer version is live: this code leaves the projection alone. */
  superseded: boolean;
  /** Consecutive failed batches; while positive the runner waits until `retryAt`. */
  failures: number;
  retryAt: number;
  /** A transaction of this generation is under way (the background loop does not wait for it). */
  busy: boolean;
}

export function createProjectionRunner(projection: Projection, checkpoint?: Checkpoint): ProjectionRunner {
  return { projection, handles: new Set(deliveredTypes(projection)), checkpoint, superseded: false, failures: 0, retryAt: 0, busy: false };
}

/** Resolves the generation this code writes, logging which one (or that a newer version is live). */
export async function resolveRunner(pool: pg.Pool, runner: ProjectionRunner, logger: ProjectorLogger): Promise<void> {
  const { projection } = runner;
  const resolution = await resolveGeneration(pool, projection);
  if (resolution.kind === 'superseded') {
    runner.superseded = true;
    logger.warn('projection has a newer live version; this process leaves it alone', {
      projection: projection.name, version: projection.version, liveVersion: resolution.liveVersion,
    });
    return;
  }
  runner.checkpoint = resolution.checkpoint;
  logger.info('projection generation', { projection: projection.name, ...describeCheckpoint(resolution.checkpoint) });
}

/** A failed batch was rolled back: the runner sits out until its backoff has passed, skipping nothing. */
export function recordFailure(runner: ProjectionRunner, error: unknown, logger: ProjectorLogger, now = Date.now()): void {
  runner.failures += 1;
  const retryInMs = retryDelayMs(runner.failures);
  runner.retryAt = now + retryInMs;
  logger.error('projection batch failed and was rolled back; retrying', {
    projection: runner.projection.name, attempt: runner.failures, retryInMs, error,
  });
}

export function isActive(runner: ProjectionRunner): runner is ProjectionRunner & { checkpoint: Checkpoint } {
  return !runner.superseded && runner.checkpoint !== undefined;
}

export function describeCheckpoint(checkpoint: Checkpoint) {
  return { version: checkpoint.version, generation: checkpoint.generation, status: checkpoint.status };
}
