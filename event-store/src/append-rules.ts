import { DuplicateEventIdError, InvalidAppendError } from './append-errors';
import { WrongExpectedRevisionError, type EventToAppend, type ExpectedRevision, type Position } from './port';

/** What a store knows about a stream before an append or a delete. */
export interface StreamState {
  /** Revision of the last event ever written, -1 when none. */
  revision: bigint;
  /** First readable revision after a soft delete; null when never soft-deleted. */
  truncateBefore: bigint | null;
  tombstoned: boolean;
}

export const UNKNOWN_STREAM: StreamState = Object.freeze({ revision: -1n, truncateBefore: null, tombstoned: false });

/** A stream with at least one readable event. */
export function isLive(state: StreamState): boolean {
  return state.revision >= 0n && (state.truncateBefore === null || state.revision >= state.truncateBefore);
}

/** ESDB rules; a soft-deleted stream may be recreated with `no_stream`. */
export function assertExpectedRevision(streamId: string, expected: ExpectedRevision, state: StreamState): void {
  if (acceptsRevision(expected, state)) return;
  throw new WrongExpectedRevisionError(streamId, expected, actualRevision(state));
}

/** The revision a WrongExpectedRevisionError reports. */
export function actualRevision(state: StreamState): bigint | 'no_stream' {
  return state.revision >= 0n ? state.revision : 'no_stream';
}

export function acceptsRevision(expected: ExpectedRevision, state: StreamState): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return !isLive(state);
    case 'stream_exists':
      return isLive(state);
    default:
      return expected === state.revision;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function assertAppendable(streamId: string, events: readonly EventToAppend[]): void {
  if (events.length === 0) throw new InvalidAppendError(streamId, 'no_events');
  if (events.some((event) => !UUID.test(event.eventId))) throw new InvalidAppendError(streamId, 'event_id_not_uuid');
  const ids = new Set(events.map((event) => event.eventId.toLowerCase()));
  if (ids.size !== events.length) throw new InvalidAppendError(streamId, 'event_id_repeated_in_batch');
}

/** An event of the batch that the log already holds. */
export interface RecordedEventRef {
  eventId: string;
  streamId: string;
  revision: bigint;
  position: Position;
}

/**
 * A retry is the same ids, in the same order, already written to this stream at the place the
 * expected revision names. Returns the last of them for a retry, undefined for a fresh batch.
 */
export function findIdenticalRetry<T extends RecordedEventRef>(
  streamId: string,
  expected: ExpectedRevision,
  eventIds: readonly string[],
  recorded: readonly T[],
): T | undefined {
  if (recorded.length === 0) return undefined;
  const byId = new Map(recorded.map((ref) => [ref.eventId.toLowerCase(), ref]));
  const inOrder = eventIds.map((id) => byId.get(id.toLowerCase()));
  const first = inOrder[0];
  const isRun = inOrder.every((ref, index) => ref?.streamId === streamId && first && ref.revision === first.revision + BigInt(index));
  if (!first || !isRun || !startsWhereExpected(expected, first.revision)) {
    throw new DuplicateEventIdError(streamId, recorded[0]!.eventId);
  }
  return inOrder[inOrder.length - 1];
}

function startsWhereExpected(expected: ExpectedRevision, firstRevision: bigint): boolean {
  if (expected === 'no_stream') return firstRevision === 0n;
  if (expected === 'any' || expected === 'stream_exists') return true;
  return firstRevision === expected + 1n;
}
