import { InvalidAppendError } from './append-errors';
import { acceptsRevision, actualRevision, assertAppendable, findIdenticalRetry, type RecordedEventRef, type StreamState } from './append-rules';
import { comparePositions, StreamDeletedError, type AppendManyResult, type Position, type StreamWrite, type StreamWriteOutcome } from './port';

/** Every write valid, each stream named once and each event id used once in the whole call. */
export function assertWritesAppendable(writes: readonly StreamWrite[]): void {
  const streams = new Set<string>();
  const eventIds = new Set<string>();
  for (const write of writes) {
    assertAppendable(write.streamId, write.events);
    if (streams.has(write.streamId)) throw new InvalidAppendError(write.streamId, 'stream_repeated_in_batch');
    streams.add(write.streamId);
    for (const event of write.events) {
      const id = event.eventId.toLowerCase();
      if (eventIds.has(id)) throw new InvalidAppendError(write.streamId, 'event_id_repeated_in_batch');
      eventIds.add(id);
    }
  }
}

/** What `appendMany` does with one write, decided from the stream's locked state. */
export type WritePlan =
  | { kind: 'append'; write: StreamWrite; currentRevision: bigint }
  | { kind: 'retry'; write: StreamWrite; last: RecordedEventRef }
  | { kind: 'conflict'; write: StreamWrite; actual: bigint | 'no_stream' };

/**
 * The rules of `append`, except that a wrong expected revision is a conflict to report rather than
 * an error. `recorded` are the events of the log that carry one of the write's event ids.
 */
export function planWrite(write: StreamWrite, state: StreamState, recorded: readonly RecordedEventRef[]): WritePlan {
  if (state.tombstoned) throw new StreamDeletedError(write.streamId);
  const eventIds = write.events.map((event) => event.eventId);
  const retry = findIdenticalRetry(write.streamId, write.expectedRevision, eventIds, recorded);
  if (retry) return { kind: 'retry', write, last: retry };
  if (!acceptsRevision(write.expectedRevision, state)) return { kind: 'conflict', write, actual: actualRevision(state) };
  return { kind: 'append', write, currentRevision: state.revision };
}

/**
 * The outcomes in the order of the plans. `appended` holds each appended stream's new revision and
 * `lastAppended` the position of the last event written; a retry brings its original position.
 */
export function appendManyResult(plans: readonly WritePlan[], appended: ReadonlyMap<string, bigint>, lastAppended: Position | undefined): AppendManyResult {
  let position = lastAppended;
  const outcomes = plans.map((plan): StreamWriteOutcome => {
    const { streamId } = plan.write;
    if (plan.kind === 'conflict') return { streamId, status: 'conflict', actual: plan.actual };
    if (plan.kind === 'retry') {
      if (!position || comparePositions(plan.last.position, position) > 0) position = plan.last.position;
      return { streamId, status: 'appended', nextExpectedRevision: plan.last.revision };
    }
    const revision = appended.get(streamId);
    if (revision === undefined) throw new Error(`No appended revision recorded for ${streamId}`);
    return { streamId, status: 'appended', nextExpectedRevision: revision };
  });
  return { outcomes, position };
}
