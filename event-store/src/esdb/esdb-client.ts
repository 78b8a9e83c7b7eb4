import { EventStoreDBClient, type AppendExpectedRevision, type ExpectedRevision, type Filter, type JSONEventData, type Position } from '@eventstore/db-client';

/** The parts of a recorded event this adapter reads; `@eventstore/db-client` events satisfy it. */
export interface EsdbRecordedEvent {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  created: Date;
  isJson: boolean;
  data: unknown;
  metadata: unknown;
  /** Present on servers from 22.6. */
  position?: Position;
}

export interface EsdbResolvedEvent {
  event?: EsdbRecordedEvent;
  commitPosition?: bigint;
}

export interface EsdbSubscription {
  on(event: 'data', listener: (resolved: EsdbResolvedEvent) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  unsubscribe(): Promise<void>;
}

/** The narrow slice of `EventStoreDBClient` the adapter depends on. */
export interface EsdbClient {
  appendToStream(
    streamName: string,
    events: JSONEventData[],
    options: { expectedRevision: AppendExpectedRevision },
  ): Promise<{ nextExpectedRevision: bigint; position?: Position }>;
  readStream(
    streamName: string,
    options: { direction: 'forwards' | 'backwards'; fromRevision: 'start' | 'end' | bigint; maxCount?: number },
  ): AsyncIterable<EsdbResolvedEvent>;
  readAll(options: { direction: 'forwards' | 'backwards'; fromPosition: 'start' | 'end' | Position; maxCount: number }): AsyncIterable<EsdbResolvedEvent>;
  deleteStream(streamName: string, options: { expectedRevision: ExpectedRevision }): Promise<unknown>;
  tombstoneStream(streamName: string, options: { expectedRevision: ExpectedRevision }): Promise<unknown>;
  subscribeToAll(options: { fromPosition: 'end'; filter: Filter }): EsdbSubscription;
  dispose(): Promise<void>;
}

/** e.g. `esdb://localhost:2113?tls=false`. The connection opens on first use. */
export function connectEsdb(connectionString: string): EsdbClient {
  return EventStoreDBClient.connectionString(connectionString);
}
