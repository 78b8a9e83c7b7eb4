/**
 * The event-store port. EventStoreDB semantics: 0-based stream revisions, expected revisions
 * `any` | `no_stream` | `stream_exists` | bigint, and opaque, exclusive, totally ordered
 * positions in the global feed.
 */

/** A position in the global feed. Postgres: (transaction_id, global_position); ESDB: (commit, prepare). */
export interface Position {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START: Position = Object.freeze({ commit: -1n, prepare: -1n });

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

import type { JsonObject } from '@glyco/contracts';
export type { JsonObject };

export interface EventToAppend {
  eventId: string;
  type: string;
  schemaVersion?: number;
  data: JsonObject;
  metadata?: JsonObject;
}

export interface RecordedEvent {
  eventId: string;
  type: string;
  schemaVersion: number;
  streamId: string;
  revision: bigint;
  position: Position;
  data: JsonObject;
  metadata: JsonObject;
  recordedAt: Date;
}

export interface AppendResult {
  nextExpectedRevision: bigint;
  position: Position;
}

/** One stream's part of `appendMany`. */
export interface StreamWrite {
  streamId: string;
  events: readonly EventToAppend[];
  expectedRevision: ExpectedRevision;
}

export type StreamWriteOutcome =
  | { streamId: string; status: 'appended'; nextExpectedRevision: bigint }
  | { streamId: string; status: 'conflict'; actual: bigint | 'no_stream' };

export interface AppendManyResult {
  /** One per write, in the order of the writes. */
  outcomes: StreamWriteOutcome[];
  /** Of the last appended event (or, for a retry, the last of its original events); undefined when none. */
  position: Position | undefined;
}

/** The last readable event of a stream. */
export interface StreamHead {
  revision: bigint;
  lastEventType: string;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Defaults to the start (forwards) or the end (backwards). */
  fromRevision?: bigint;
  maxCount?: number;
}

export interface AllFilter {
  eventTypes?: readonly string[];
  streamPrefixes?: readonly string[];
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. */
  after?: Position;
  limit: number;
  filter?: AllFilter;
}

export interface EventStore {
  append(streamId: string, events: readonly EventToAppend[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /**
   * Appends to many streams at once. A write whose expected revision does not hold is skipped and
   * reported as a conflict; every other write is appended, and a retry of the same events at the
   * same place is reported appended, as `append` does. Refuses the whole call (InvalidAppendError)
   * when a write is invalid, a stream is named twice or an event id repeats, and throws
   * StreamDeletedError for a tombstoned stream and DuplicateEventIdError as `append` does.
   * PostgreSQL and in memory: all or nothing, in one transaction. EventStoreDB: one append per
   * write, not atomic; writes before a failure stay, and a retry of the call is safe because
   * event ids make the repeated writes succeed without writing again.
   */
  appendMany(writes: readonly StreamWrite[]): Promise<AppendManyResult>;
  /**
   * The last event of each readable stream among `streamIds`. A missing, soft-deleted or
   * tombstoned stream is absent, as a read of it fails on EventStoreDB; `no_stream` recreates a
   * soft-deleted one, revisions continuing.
   */
  readStreamHeads(streamIds: readonly string[]): Promise<Map<string, StreamHead>>;
  /** Throws StreamNotFoundError when missing or soft-deleted, StreamDeletedError when tombstoned. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Committed events in feed order; never skips an event that later becomes visible before `after`. */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** The position of the last event in the feed, or START. */
  headPosition(): Promise<Position>;
  /** A hint that new events may be readable. Never relied on for correctness. Returns an unsubscribe. */
  watch(onAppend: () => void): () => void;
  /** Soft delete: reads say not found; a later append recreates the stream, revisions continue. */
  softDelete(streamId: string, options?: { expectedRevision?: ExpectedRevision }): Promise<void>;
  /** Hard delete: the stream can never be read or written again. */
  tombstone(streamId: string, options?: { expectedRevision?: ExpectedRevision }): Promise<void>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** The stream's current revision, or 'no_stream'. */
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Wrong expected revision on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
  }
}

export class StreamNotFoundError extends Error {
  override readonly name = 'StreamNotFoundError';
  constructor(readonly streamId: string) {
    super(`Stream not found: ${streamId}`);
  }
}

export class StreamDeletedError extends Error {
  override readonly name = 'StreamDeletedError';
  constructor(readonly streamId: string) {
    super(`Stream is deleted: ${streamId}`);
  }
}

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** Serialised as `commit/prepare` for headers and checkpoint columns. */
export function formatPosition(position: Position): string {
  return `${position.commit}/${position.prepare}`;
}

export function parsePosition(text: string): Position | undefined {
  const match = /^(-?\d{1,20})\/(-?\d{1,20})$/.exec(text.trim());
  if (!match) return undefined;
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

/** For aggregates: a missing or soft-deleted stream folds from an empty history. */
export async function readStreamOrEmpty(store: EventStore, streamId: string): Promise<RecordedEvent[]> {
  try {
    return await store.readStream(streamId);
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
}
