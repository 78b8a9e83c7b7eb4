import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { StreamDeletedError, StreamNotFoundError, WrongExpectedVersionError, type AppendExpectedRevision, type JSONEventData, type Position } from '@eventstore/db-client';
import type { EsdbClient, EsdbRecordedEvent, EsdbResolvedEvent, EsdbSubscription } from '../esdb-client';

interface FakeStream {
  revision: bigint;
  softDeleted: boolean;
  tombstoned: boolean;
}

/**
 * A small stand-in for EventStoreDB that behaves as the server does for the calls the adapter
 * makes, throwing the client's own error classes; it writes `$`-system events as the server does.
 */
export class FakeEsdbClient implements EsdbClient {
  readonly log: EsdbRecordedEvent[] = [];
  readonly calls: { method: string; streamName?: string; options: unknown }[] = [];
  readonly subscriptions: (EventEmitter & { unsubscribed: boolean })[] = [];
  omitAppendPosition = false;
  disposed = false;
  private readonly streams = new Map<string, FakeStream>();

  async appendToStream(streamName: string, events: JSONEventData[], options: { expectedRevision: AppendExpectedRevision }) {
    this.calls.push({ method: 'appendToStream', streamName, options });
    const stream = this.streams.get(streamName) ?? { revision: -1n, softDeleted: false, tombstoned: false };
    if (stream.tombstoned) throw StreamDeletedError.fromStreamName(streamName);
    this.checkRevision(streamName, stream, options.expectedRevision);
    for (const event of events) this.record(streamName, (stream.revision += 1n), event.type, event.id, event.data, event.metadata);
    stream.softDeleted = false;
    this.streams.set(streamName, stream);
    for (const subscription of this.subscriptions) subscription.emit('data', { event: this.log.at(-1) });
    return { nextExpectedRevision: stream.revision, ...(this.omitAppendPosition ? {} : { position: this.log.at(-1)!.position! }) };
  }

  async *readStream(streamName: string, options: { direction: 'forwards' | 'backwards'; fromRevision: 'start' | 'end' | bigint; maxCount?: number }) {
    this.calls.push({ method: 'readStream', streamName, options });
    const stream = this.streams.get(streamName);
    if (stream?.tombstoned) throw StreamDeletedError.fromStreamName(streamName);
    if (!stream || stream.softDeleted) throw new StreamNotFoundError(undefined, streamName);
    let events = this.log.filter((event) => event.streamId === streamName);
    if (options.direction === 'backwards') events = events.reverse();
    const from = options.fromRevision;
    if (typeof from === 'bigint') events = events.filter((event) => (options.direction === 'forwards' ? event.revision >= from : event.revision <= from));
    yield* this.resolved(events.slice(0, options.maxCount ?? events.length));
  }

  async *readAll(options: { direction: 'forwards' | 'backwards'; fromPosition: 'start' | 'end' | Position; maxCount: number }) {
    this.calls.push({ method: 'readAll', options });
    const from = options.fromPosition;
    const forwards = options.direction === 'forwards';
    let events = forwards ? [...this.log] : [...this.log].reverse();
    if (typeof from === 'object') events = events.filter((event) => (forwards ? event.position!.commit >= from.commit : event.position!.commit <= from.commit));
    yield* this.resolved(events.slice(0, options.maxCount));
  }

  async deleteStream(streamName: string, options: { expectedRevision: 'any' | 'no_stream' | bigint }) {
    this.calls.push({ method: 'deleteStream', streamName, options });
    const stream = this.existing(streamName, options.expectedRevision);
    stream.softDeleted = true;
    this.record(`$$${streamName}`, 0n, '$metadata', randomUUID(), { $tb: Number(stream.revision) + 1 }, undefined);
    return {};
  }

  async tombstoneStream(streamName: string, options: { expectedRevision: 'any' | 'no_stream' | bigint }) {
    this.calls.push({ method: 'tombstoneStream', streamName, options });
    this.existing(streamName, options.expectedRevision).tombstoned = true;
    this.record(streamName, 9_223_372_036_854_775_807n, '$streamDeleted', randomUUID(), {}, undefined);
    return {};
  }

  subscribeToAll(): EsdbSubscription {
    const subscription = Object.assign(new EventEmitter(), {
      unsubscribed: false,
      async unsubscribe() {
        subscription.unsubscribed = true;
      },
    });
    this.subscriptions.push(subscription);
    return subscription;
  }

  async dispose() {
    this.disposed = true;
  }

  /** A server-side event such as statistics or projection bookkeeping. */
  recordSystemEvent(): void {
    this.record('$stats-127.0.0.1:2113', BigInt(this.log.length), '$statsCollected', randomUUID(), {}, undefined);
  }

  private existing(streamName: string, expected: AppendExpectedRevision): FakeStream {
    const stream = this.streams.get(streamName) ?? { revision: -1n, softDeleted: false, tombstoned: false };
    if (stream.tombstoned) throw StreamDeletedError.fromStreamName(streamName);
    this.checkRevision(streamName, stream, expected);
    this.streams.set(streamName, stream);
    return stream;
  }

  private checkRevision(streamName: string, stream: FakeStream, expected: AppendExpectedRevision): void {
    const exists = stream.revision >= 0n && !stream.softDeleted;
    const accepted = expected === 'any' || (expected === 'no_stream' ? !exists : expected === 'stream_exists' ? exists : expected === stream.revision);
    if (accepted) return;
    throw new WrongExpectedVersionError(undefined, { streamName, expected, current: stream.revision >= 0n ? stream.revision : 'no_stream' });
  }

  private record(streamId: string, revision: bigint, type: string, id: string, data: unknown, metadata: unknown): void {
    const at = BigInt(this.log.length + 1) * 100n;
    this.log.push({ streamId, id, revision, type, created: new Date(), isJson: true, data, metadata, position: { commit: at, prepare: at } });
  }

  private *resolved(events: EsdbRecordedEvent[]): Generator<EsdbResolvedEvent> {
    for (const event of events) yield { event, commitPosition: event.position!.commit };
  }
}
