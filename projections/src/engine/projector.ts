import type pg from 'pg';
import type { EventStore, Position } from '@glyco/contracts/event-store';
import { createBackgroundLoops } from './background';
import { assertValidProjection } from './generations';
import { defaultLogger, type ProjectorLogger } from './logger';
import type { Projection } from './projection';
import { createProjectionRunner, type ProjectionRunner } from './runner';
import { migrateProjectionEngine } from './schema';
import { createSignal } from './signal';
import { waitForPosition } from './wait-for';

export interface ProjectorOptions {
  pool: pg.Pool;
  store: EventStore;
  projections: readonly Projection[];
  batchSize?: number;
  pollIntervalMs?: number;
  logger?: ProjectorLogger;
}

export interface Projector {
  /** Runs every projection in the background until `stop`. */
  start(): Promise<void>;
  /** Lets each projection finish its current batch; resolves once all have stopped. */
  stop(): Promise<void>;
  /** One batch per projection; returns the events applied. */
  runOnce(): Promise<number>;
  /** Batches until every projection has reached the head; returns the events applied. */
  catchUp(): Promise<number>;
  /** True once every named projection (default: all of this projector's) has read past `position`. */
  waitFor(position: Position, projectionNames?: readonly string[], timeoutMs?: number): Promise<boolean>;
}

const DEFAULT_WAIT_MS = 3_000;

export function createProjector(options: ProjectorOptions): Projector {
  const { pool, store, projections, batchSize = 500, pollIntervalMs = 150, logger = defaultLogger } = options;
  assertDistinctValidProjections(projections);
  const committed = createSignal();
  const runners = projections.map((projection) =>
    createProjectionRunner({ pool, store, projection, batchSize, logger, onCommit: () => committed.notify() }),
  );
  const background = createBackgroundLoops(runners, store, pollIntervalMs, logger);
  const ready = memoizeUntilSuccess(() => migrateProjectionEngine(pool));
  const allNames = projections.map((projection) => projection.name);
  return {
    async start() {
      await ready();
      background.start();
    },
    stop: () => background.stop(),
    async runOnce() {
      await ready();
      return sum(await Promise.all(runners.map(async (runner) => (await runner.step()).applied)));
    },
    async catchUp() {
      await ready();
      return sum(await Promise.all(runners.map(catchUpRunner)));
    },
    async waitFor(position, projectionNames = allNames, timeoutMs = DEFAULT_WAIT_MS) {
      await ready();
      return waitForPosition(pool, committed, position, projectionNames, timeoutMs);
    },
  };
}

async function catchUpRunner(runner: ProjectionRunner): Promise<number> {
  let applied = 0;
  for (;;) {
    const result = await runner.step();
    applied += result.applied;
    if (result.caughtUp) return applied;
  }
}

function sum(counts: readonly number[]): number {
  return counts.reduce((total, count) => total + count, 0);
}

function memoizeUntilSuccess(task: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () =>
    (done ??= task().catch((error: unknown) => {
      done = undefined;
      throw error;
    }));
}

function assertDistinctValidProjections(projections: readonly Projection[]): void {
  const names = new Set<string>();
  for (const projection of projections) {
    assertValidProjection(projection);
    if (names.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`);
    names.add(projection.name);
  }
}
