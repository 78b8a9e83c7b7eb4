import type pg from 'pg';
import { comparePositions, type EventStore } from '@glyco/contracts/event-store';
import { advanceGeneration } from './advance';
import type { Checkpoint } from './checkpoints';
import { resolveGeneration } from './lifecycle';
import type { ProjectorLogger } from './logger';
import type { Projection } from './projection';

export interface StepResult {
  applied: number;
  /** Nothing more to read right now (or this projection belongs to newer code). */
  caughtUp: boolean;
}

export interface ProjectionRunner {
  readonly projection: Projection;
  /** One batch for the generation this code writes; calls on one runner never overlap. */
  step(): Promise<StepResult>;
}

export interface RunnerOptions {
  pool: pg.Pool;
  store: EventStore;
  projection: Projection;
  batchSize: number;
  logger: ProjectorLogger;
  /** Called after a transaction moved a checkpoint. */
  onCommit: () => void;
}

export function createProjectionRunner(options: RunnerOptions): ProjectionRunner {
  const { pool, store, projection, batchSize, logger } = options;
  let checkpoint: Checkpoint | undefined;
  let superseded = false;
  let queue: Promise<unknown> = Promise.resolve();

  async function stepNow(): Promise<StepResult> {
    if (superseded) return { applied: 0, caughtUp: true };
    if (!checkpoint) {
      const resolved = await resolveOrWarn(pool, projection, logger);
      if (resolved === 'superseded') superseded = true;
      else checkpoint = resolved;
      return stepNow();
    }
    const before = checkpoint.position;
    const result = await advanceGeneration(pool, store, projection, checkpoint, batchSize);
    if (comparePositions(before, checkpoint.position) !== 0 || result.switched) options.onCommit();
    if (result.lost) logger.info('checkpoint moved by another instance; batch not applied', { projection: projection.name, ...describe(checkpoint) });
    if (result.switched) logger.info('rebuilt generation is now live', { projection: projection.name, ...describe(checkpoint) });
    if (result.gone) checkpoint = undefined;
    return { applied: result.applied, caughtUp: result.caughtUp && !result.gone };
  }

  return {
    projection,
    step() {
      const run = queue.then(stepNow, stepNow);
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

async function resolveOrWarn(pool: pg.Pool, projection: Projection, logger: ProjectorLogger): Promise<Checkpoint | 'superseded'> {
  const resolution = await resolveGeneration(pool, projection);
  if (resolution.kind === 'superseded') {
    logger.warn('projection has a newer live version; this process leaves it alone', {
      projection: projection.name, version: projection.version, liveVersion: resolution.liveVersion,
    });
    return 'superseded';
  }
  logger.info('projection generation', { projection: projection.name, ...describe(resolution.checkpoint) });
  return resolution.checkpoint;
}

function describe(checkpoint: Checkpoint) {
  return { version: checkpoint.version, generation: checkpoint.generation, status: checkpoint.status };
}
