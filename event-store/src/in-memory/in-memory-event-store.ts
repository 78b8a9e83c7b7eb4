import { appendManyResult, assertWritesAppendable, planWrite } from '../append-many-rules';
import { assertAppendable, assertExpectedRevision, findIdenticalRetry, isLive, UNKNOWN_STREAM, type StreamState } from '../append-rules';
import { matchesFilter } from '../feed-filter';
import {
  comparePositions,
  START,
  StreamDeletedError,
  StreamNotFoundError,
  type AppendManyResult,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamHead,
  type StreamWrite,
} from '../port';
import { upcastData } from '@glyco/contracts';

interface MemoryStream {
  state: StreamState;
  events: RecordedEvent[];
}

/** The port's semantics in process memory, for pure tests. The n-th event is at position (n, n). */
export function createInMemoryEventStore(): EventStore {
  return new InMemoryEventStore();
}

class InMemoryEventStore implements EventStore {
  private readonly streams = new Map<string, MemoryStream>();
  private readonly feed: RecordedEvent[] = [];
  private readonly byEventId = new Map<string, RecordedEvent>();
  private readonly listeners = new Set<() => void>();

  async append(streamId: string, events: readonly EventToAppend[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult> {
    const expected = options?.expectedRevision ?? 'any';
    assertAppendable(streamId, events);
    const stream = this.streamFor(streamId);
    if (stream.state.tombstoned) throw new StreamDeletedError(streamId);
    const recorded = events.flatMap((event) => this.byEventId.get(event.eventId.toLowerCase()) ?? []);
    const retry = findIdenticalRetry(streamId, expected, events.map((event) => event.eventId), recorded);
    if (retry) return { nextExpectedRevision: retry.revision, position: retry.position };
    assertExpectedRevision(streamId, expected, stream.state);
    for (const event of events) this.record(stream, streamId, event);
    for (const listener of this.listeners) queueMicrotask(listener);
    return { nextExpectedRevision: stream.state.revision, position: this.feed[this.feed.length - 1]!.position };
  }

  /** Plans every write before recording any, so a refused call changes nothing. */
  async appendMany(writes: readonly StreamWrite[]): Promise<AppendManyResult> {
    assertWritesAppendable(writes);
    const plans = writes.map((write) =>
      planWrite(
        write,
        this.streams.get(write.streamId)?.state ?? UNKNOWN_STREAM,
        write.events.flatMap((event) => this.byEventId.get(event.eventId.toLowerCase()) ?? []),
      ),
    );
    const appended = new Map<string, bigint>();
    for (const plan of plans) {
      if (plan.kind !== 'append') continue;
      const stream = this.streamFor(plan.write.streamId);
      for (const event of plan.write.events) this.record(stream, plan.write.streamId, event);
      appended.set(plan.write.streamId, stream.state.revision);
    }
    if (appended.size > 0) for (const listener of this.listeners) queueMicrotask(listener);
    return appendManyResult(plans, appended, appended.size > 0 ? this.feed[this.feed.length - 1]!.position : undefined);
  }

  async readStreamHeads(streamIds: readonly string[]): Promise<Map<string, StreamHead>> {
    const heads = new Map<string, StreamHead>();
    for (const streamId of new Set(streamIds)) {
      const stream = this.streams.get(streamId);
      const last = stream?.events.at(-1);
      if (stream && last && !stream.state.tombstoned && isLive(stream.state)) heads.set(streamId, { revision: last.revision, lastEventType: last.type });
    }
    return heads;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const stream = this.streams.get(streamId);
    if (stream?.state.tombstoned) throw new StreamDeletedError(streamId);
    if (!stream || !isLive(stream.state)) throw new StreamNotFoundError(streamId);
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision;
    const readable = stream.events.filter(
      (event) =>
        event.revision >= (stream.state.truncateBefore ?? 0n) &&
        (from === undefined || (backwards ? event.revision <= from : event.revision >= from)),
    );
    const ordered = backwards ? readable.reverse() : readable;
    return ordered.slice(0, options.maxCount ?? ordered.length).map(copyOf);
  }

  async readAll({ after = START, limit, filter }: ReadAllOptions): Promise<RecordedEvent[]> {
    const page: RecordedEvent[] = [];
    for (const event of this.feed) {
      if (page.length >= limit) break;
      if (comparePositions(event.position, after) > 0 && matchesFilter(event, filter)) page.push(copyOf(event));
    }
    return page;
  }

  async headPosition(): Promise<Position> {
    return this.feed[this.feed.length - 1]?.position ?? START;
  }

  watch(onAppend: () => void): () => void {
    this.listeners.add(onAppend);
    return () => this.listeners.delete(onAppend);
  }

  async softDelete(streamId: string, options?: { expectedRevision?: ExpectedRevision }): Promise<void> {
    const state = this.deletable(streamId, options?.expectedRevision ?? 'any');
    if (state.revision >= 0n) state.truncateBefore = state.revision + 1n;
  }

  async tombstone(streamId: string, options?: { expectedRevision?: ExpectedRevision }): Promise<void> {
    this.deletable(streamId, options?.expectedRevision ?? 'any').tombstoned = true;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }

  private deletable(streamId: string, expected: ExpectedRevision): StreamState {
    const { state } = this.streamFor(streamId);
    if (state.tombstoned) throw new StreamDeletedError(streamId);
    assertExpectedRevision(streamId, expected, state);
    return state;
  }

  private streamFor(streamId: string): MemoryStream {
    const existing = this.streams.get(streamId);
    if (existing) return existing;
    const created: MemoryStream = { state: { ...UNKNOWN_STREAM }, events: [] };
    this.streams.set(streamId, created);
    return created;
  }

  private record(stream: MemoryStream, streamId: string, event: EventToAppend): void {
    const revision = stream.state.revision + 1n;
    const index = BigInt(this.feed.length);
    const stored = copyOf({
      eventId: event.eventId.toLowerCase(),
      type: event.type,
      schemaVersion: event.schemaVersion ?? 1,
      streamId,
      revision,
      position: { commit: index, prepare: index },
      data: event.data,
      metadata: event.metadata ?? {},
      recordedAt: new Date(),
    });
    stream.events.push(stored);
    this.feed.push(stored);
    this.byEventId.set(stored.eventId, stored);
    stream.state.revision = revision;
  }
}

/** Callers get their own copies, upcast, as they would from a database. */
function copyOf(event: RecordedEvent): RecordedEvent {
  const copy = structuredClone(event);
  return { ...copy, data: upcastData(copy.type, copy.data) };
}
