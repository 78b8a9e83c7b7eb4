import type pg from 'pg';
import { isErasedData } from '@glyco/contracts';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from '@glyco/event-store';
import { readCheckpoint } from './checkpoints';
import { createFeedCache, type FeedCache } from './feed-cache';
import { switchToLive } from './lifecycle';
import type { ProjectorLogger } from './logger';
import { describeCheckpoint, isActive, recordFailure, resolveRunner, type ProjectionRunner } from './runner';
import { CheckpointMoved, commitDeliveries, type Delivery } from './shared-batch';

/**
 * Where a batch starts: at the slowest generation (everyone behind it is served), or at the
 * fastest, so the live read models stay current while a rebuilt generation catches up.
 */
export type ReadFrom = 'slowest' | 'fastest';

/** `throw` for callers that drive the batches (catch-up, rebuild); `retry-later` for the background loop. */
export type OnFailure = 'throw' | 'retry-later';

export interface FanOutStep {
  /** Event deliveries applied and committed (an event handled by two projections counts twice). */
  applied: number;
  /** Events read from the feed. */
  read: number;
  /** Every generation not waiting for a retry has read all that the feed showed. */
  caughtUp: boolean;
}

export interface StepOptions {
  from?: ReadFrom;
  onFailure?: OnFailure;
  /**
   * False when the step only serves read models that were busy what the reader has already seen
   * (nothing new was announced): it then reads the feed only where its memory falls short.
   */
  readFeed?: boolean;
}

export interface FeedFanOut {
  /**
   * One batch of the feed, fanned out to the generations that handle its events; calls never
   * overlap. With `throw` every delivery commits in one transaction before it resolves; with
   * `retry-later` the transactions run on after it resolves (see `createFeedFanOut`).
   */
  step(options?: StepOptions): Promise<FanOutStep>;
  /** Milliseconds until the first generation waiting (after a failure, or resting after a slow batch) may go again; undefined when none waits. */
  nextRetryInMs(): number | undefined;
  /** Resolves once no transaction started by a `retry-later` step is under way. */
  settled(): Promise<void>;
}

export interface FanOutOptions {
  pool: pg.Pool;
  store: EventStore;
  runners: readonly ProjectionRunner[];
  batchSize: number;
  logger: ProjectorLogger;
  /** Called after a transaction moved checkpoints or made a generation live. */
  onCommit: () => void;
  /** Called when a transaction started by a `retry-later` step has ended, committed or not. */
  onSettled?: () => void;
  /**
   * Driven steps commit each projection in its own transaction, all at once on their own
   * connections: for a rebuild, whose generations nobody reads yet, so PostgreSQL works on
   * them in parallel.
   */
  transactionPerProjection?: boolean;
}

/** A batch that took longer than this to apply makes its read model slow (see `isSmallAndSlow`). */
const SLOW_BATCH_MS = 10;
/** How long a slow read model rests after a small batch, per millisecond the batch took (see `isSmallAndSlow`). */
const REST_PER_MS_APPLIED = 3;

interface RunnerDelivery extends Delivery {
  runner: ProjectionRunner;
}

/**
 * One reader of the feed for many projections: each batch is read once, unfiltered, and every
 * generation behind its end gets the events it handles, and its checkpoint moved to the end of
 * the batch; a generation with no event in it only has its checkpoint moved, in one statement
 * with the other such generations. Driven (`throw`), a batch commits in one transaction. In the
 * background (`retry-later`) each read model with events commits in its own transaction, all
 * running concurrently; the next batch goes to whoever is not still committing, and a generation
 * that was busy gets what it missed in a later batch, from the reader's memory of the feed.
 */
export function createFeedFanOut(options: FanOutOptions): FeedFanOut {
  let queue: Promise<unknown> = Promise.resolve();
  const cache = createFeedCache();
  const inFlight = new Set<Promise<void>>();
  const launch = (deliveries: RunnerDelivery[], end: Position) => {
    for (const { runner } of deliveries) runner.busy = true;
    const commit = deliver(options, deliveries, end, 'retry-later')
      .then(
        () => undefined,
        (error: unknown) => options.logger.error('projection batch failed and was rolled back; retrying', { error }),
      )
      .finally(() => {
        for (const { runner } of deliveries) runner.busy = false;
        inFlight.delete(commit);
        options.onSettled?.();
      });
    inFlight.add(commit);
  };
  return {
    step(stepOptions = {}) {
      const run = queue.then(() => stepNow(options, cache, stepOptions, launch));
      queue = run.catch(() => undefined);
      return run;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    nextRetryInMs() {
      const now = Date.now();
      const waiting = options.runners.filter((runner) => isActive(runner) && (runner.failures > 0 || runner.retryAt > now)).map((runner) => runner.retryAt);
      return waiting.length === 0 ? undefined : Math.max(0, Math.min(...waiting) - now);
    },
  };
}

type Launch = (deliveries: RunnerDelivery[], end: Position) => void;

async function stepNow(options: FanOutOptions, cache: FeedCache, stepOptions: StepOptions, launch: Launch): Promise<FanOutStep> {
  const { pool, store, runners, batchSize, logger } = options;
  const { from = 'slowest', onFailure = 'throw', readFeed = true } = stepOptions;
  for (const runner of runners) if (!runner.superseded && !runner.checkpoint && !runner.busy) await resolveRunner(pool, runner, logger);
  const now = Date.now();
  const eligible = runners.filter(isActive).filter((runner) => runner.retryAt <= now && !runner.busy);
  if (eligible.length === 0) return { applied: 0, read: 0, caughtUp: true };
  const positions = eligible.map((runner) => runner.checkpoint.position);
  const slowest = positions.reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
  const start = from === 'slowest' ? slowest : positions.reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
  const { read, full } = await readBatch(store, cache, start, batchSize, readFeed);
  // Events of an erased person (or a shredded month) keep only their ids: no read model may see them.
  const events = read.filter((event) => !isErasedData(event.data));
  const end = read.at(-1)?.position ?? start;
  const deliveries: RunnerDelivery[] = eligible
    .filter((runner) => comparePositions(runner.checkpoint.position, start) >= 0 && comparePositions(runner.checkpoint.position, end) < 0)
    .map((runner) => ({
      runner,
      projection: runner.projection,
      checkpoint: runner.checkpoint,
      events: events.filter((event) => runner.handles.has(event.type) && comparePositions(event.position, runner.checkpoint.position) > 0),
    }));
  let applied = 0;
  if (onFailure === 'throw' && options.transactionPerProjection) applied = await deliverEachAtOnce(options, deliveries, end);
  else if (onFailure === 'throw') applied = deliveries.length > 0 ? await deliver(options, deliveries, end, onFailure) : 0;
  else for (const group of transactionsOf(deliveries)) launch(group, end);
  forgetPassed(cache, runners);
  if (!full) await switchCaughtUpGenerations(options, eligible.filter((runner) => !runner.busy), end);
  return { applied, read: read.length, caughtUp: !full && comparePositions(start, slowest) === 0 };
}

/** A batch after `start`: from memory as far as it goes, then from the feed (unless told not to read it). */
async function readBatch(store: EventStore, cache: FeedCache, start: Position, batchSize: number, readFeed: boolean): Promise<{ read: RecordedEvent[]; full: boolean }> {
  const cached = cache.since(start);
  if (cached && (cached.length >= batchSize || !readFeed)) return { read: cached.slice(0, batchSize), full: cached.length >= batchSize };
  const after = cached ? cache.end()! : start;
  const fresh = await store.readAll({ after, limit: batchSize - (cached?.length ?? 0) });
  cache.record(after, fresh);
  const read = [...(cached ?? []), ...fresh];
  return { read, full: read.length >= batchSize };
}

/** Events every generation (busy or not) has passed are not kept. */
function forgetPassed(cache: FeedCache, runners: readonly ProjectionRunner[]): void {
  const positions = runners.filter(isActive).map((runner) => runner.checkpoint.position);
  if (positions.length > 0) cache.forget(positions.reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b)));
}

async function deliverEachAtOnce(options: FanOutOptions, deliveries: readonly RunnerDelivery[], end: Position): Promise<number> {
  const outcomes = await Promise.allSettled(deliveries.map((delivery) => deliver(options, [delivery], end, 'throw')));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.reduce((sum, outcome) => sum + (outcome.status === 'fulfilled' ? outcome.value : 0), 0);
}

/**
 * Each read model with events in a transaction of its own, so none waits for another's statements
 * to become visible (the list of readings is not held back by the day digests, nor by the audit
 * timeline). The checkpoints of those with nothing to apply move in the first of them, in the same
 * statement as its own: a read model with nothing to do costs no transaction.
 */
function transactionsOf(deliveries: readonly RunnerDelivery[]): RunnerDelivery[][] {
  const idle = deliveries.filter((delivery) => delivery.events.length === 0);
  const busy = deliveries.filter((delivery) => delivery.events.length > 0).map((delivery) => [delivery]);
  if (busy.length === 0) return idle.length > 0 ? [idle] : [];
  busy[0]!.push(...idle);
  return busy;
}

async function deliver(options: FanOutOptions, deliveries: readonly RunnerDelivery[], end: Position, onFailure: OnFailure): Promise<number> {
  try {
    await commitDeliveries(options.pool, deliveries, end);
  } catch (error) {
    if (error instanceof CheckpointMoved) {
      await adoptMovedCheckpoints(options, deliveries);
      return 0;
    }
    if (onFailure === 'throw') throw error;
    if (deliveries.length === 1) {
      recordFailure(deliveries[0]!.runner, error, options.logger);
      return 0;
    }
    // One failing read model must not hold back the others: apply each on its own.
    let applied = 0;
    for (const delivery of deliveries) applied += await deliver(options, [delivery], end, onFailure);
    return applied;
  }
  let applied = 0;
  for (const { runner, events, applyMs } of deliveries) {
    runner.checkpoint!.position = end;
    runner.failures = 0;
    if (onFailure === 'retry-later' && isSmallAndSlow(events.length, applyMs, options.batchSize)) restAfter(runner, applyMs!);
    applied += events.length;
  }
  options.onCommit();
  return applied;
}

/**
 * A slow read model that applied a small batch sits out three times as long as the batch took
 * before it takes the next: it never uses more than a quarter of the time, and under load its
 * batches grow with the load instead of its statements multiplying (a day digest costs about the
 * same for one new reading as for twenty). Catching up, its batches are as large as they get: it
 * does not rest. Against resting as long as the batch took, at 8 clients: the list's lag about
 * 1.5 ms lower at the median, the day digests about 40 ms further behind at p95 (bench/profiles.md).
 */
function isSmallAndSlow(events: number, applyMs: number | undefined, batchSize: number): boolean {
  return applyMs !== undefined && applyMs > SLOW_BATCH_MS && events < batchSize / 2;
}

function restAfter(runner: ProjectionRunner, applyMs: number): void {
  runner.retryAt = Date.now() + REST_PER_MS_APPLIED * applyMs;
}

/** Another instance committed first: continue from what it committed, or resolve again if the generation is gone. */
async function adoptMovedCheckpoints(options: FanOutOptions, deliveries: readonly RunnerDelivery[]): Promise<void> {
  for (const { runner, checkpoint } of deliveries) {
    const stored = await readCheckpoint(options.pool, checkpoint.name, checkpoint.generation);
    if (!stored) {
      runner.checkpoint = undefined;
      continue;
    }
    if (comparePositions(stored.position, checkpoint.position) !== 0) {
      options.logger.info('checkpoint moved by another instance; batch not applied', { projection: checkpoint.name, ...describeCheckpoint(checkpoint) });
    }
    checkpoint.position = stored.position;
    checkpoint.status = stored.status;
  }
}

/** A building generation that has read everything the feed shows replaces the live one. */
async function switchCaughtUpGenerations(options: FanOutOptions, eligible: readonly ProjectionRunner[], end: Position): Promise<void> {
  for (const runner of eligible) {
    const checkpoint = runner.checkpoint;
    if (checkpoint?.status !== 'building' || comparePositions(checkpoint.position, end) !== 0) continue;
    if (await switchToLive(options.pool, runner.projection, checkpoint.generation)) {
      checkpoint.status = 'live';
      options.logger.info('rebuilt generation is now live', { projection: checkpoint.name, ...describeCheckpoint(checkpoint) });
      options.onCommit();
      continue;
    }
    const stored = await readCheckpoint(options.pool, checkpoint.name, checkpoint.generation);
    if (stored) Object.assign(checkpoint, { position: stored.position, status: stored.status });
    else runner.checkpoint = undefined;
  }
}
