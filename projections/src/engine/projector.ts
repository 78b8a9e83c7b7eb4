import type pg from 'pg';
import type { EventStore, Position } from '@glyco/event-store';
import { createBackgroundLoop } from './background';
import { createFeedFanOut, type FeedFanOut } from './fan-out';
import { assertValidProjection } from './generations';
import { defaultLogger, type ProjectorLogger } from './logger';
import type { Projection } from './projection';
import { createProjectionRunner } from './runner';
import { migrateProjectionEngine } from './schema';
import { createCommitWaiter } from './wait-for';

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
  /** Lets the current batch finish; resolves once the background loop has stopped. */
  stop(): Promise<void>;
  /** One batch of the feed for every projection; returns the event deliveries applied. */
  runOnce(): Promise<number>;
  /** Batches until every projection has reached the head; returns the event deliveries applied. */
  catchUp(): Promise<number>;
  /** True once every named projection (default: all of this projector's) has read past `position`. */
  waitFor(position: Position, projectionNames?: readonly string[], timeoutMs?: number): Promise<boolean>;
}

const DEFAULT_WAIT_MS = 3_000;

export function createProjector(options: ProjectorOptions): Projector {
  const { pool, store, projections, batchSize = 500, pollIntervalMs = 150, logger = defaultLogger } = options;
  assertDistinctValidProjections(projections);
  const waiter = createCommitWaiter(pool);
  const runners = projections.map((projection) => createProjectionRunner(projection));
  const fanOut = createFeedFanOut({ pool, store, runners, batchSize, logger, onCommit: () => waiter.notify(), onSettled: () => background.onSettled() });
  const background = createBackgroundLoop(fanOut, store, pollIntervalMs, logger);
  const ready = memoizeUntilSuccess(() => migrateProjectionEngine(pool));
  const allNames = projections.map((projection) => projection.name);
  return {
    async start() {
      await ready();
      background.start();
    },
    async stop() {
      await background.stop();
      await waiter.close();
    },
    async runOnce() {
      await ready();
      return (await fanOut.step()).applied;
    },
    async catchUp() {
      await ready();
      return catchUpAll(fanOut);
    },
    async waitFor(position, projectionNames = allNames, timeoutMs = DEFAULT_WAIT_MS) {
      // A name no read model has would only ever time out.
      const unknown = projectionNames.filter((name) => !allNames.includes(name));
      if (unknown.length > 0) throw new Error(`No read model named ${unknown.join(', ')}`);
      await ready();
      return waiter.waitFor(position, projectionNames, timeoutMs);
    },
  };
}

/** Batches from the slowest generation until one finds nothing more to read. */
export async function catchUpAll(fanOut: FeedFanOut, onBatch?: (applied: number) => void): Promise<number> {
  let applied = 0;
  for (;;) {
    const result = await fanOut.step();
    applied += result.applied;
    onBatch?.(applied);
    if (result.caughtUp) return applied;
  }
}

function memoizeUntilSuccess(task: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () =>
    (done ??= task().catch((error: unknown) => {
      done = undefined;
      throw error;
    }));
}

export function assertDistinctValidProjections(projections: readonly Projection[]): void {
  const names = new Set<string>();
  for (const projection of projections) {
    assertValidProjection(projection);
    if (names.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`);
    names.add(projection.name);
  }
}
