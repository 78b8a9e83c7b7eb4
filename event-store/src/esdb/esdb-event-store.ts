import { excludeSystemEvents } from '@eventstore/db-client';
import { assertWritesAppendable } from '../append-many-rules';
import { assertAppendable } from '../append-rules';
import {
  comparePositions,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedRevisionError,
  type AppendManyResult,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamHead,
  type StreamWrite,
  type StreamWriteOutcome,
} from '../port';
import type { EsdbClient, EsdbRecordedEvent, EsdbResolvedEvent } from './esdb-client';
import { esdbHeadPosition, readAllFromEsdb } from './esdb-read-all';
import { toEsdbEvent, toPortError, toRecordedEvent } from './esdb-mapping';
import { EsdbAppendWatch } from './esdb-watch';

export interface EsdbEventStoreOptions {
  client: EsdbClient;
}

/** `close()` disposes of the client. */
export function createEsdbEventStore({ client }: EsdbEventStoreOptions): EventStore {
  const appends = new EsdbAppendWatch(() => client.subscribeToAll({ fromPosition: 'end', filter: excludeSystemEvents() }));
  return {
    append: (streamId, events, options) => append(client, streamId, events, options?.expectedRevision ?? 'any'),
    appendMany: (writes) => appendMany(client, writes),
    readStreamHeads: (streamIds) => readStreamHeads(client, streamIds),
    readStream: (streamId, options = {}) => readStream(client, streamId, options),
    readAll: (options) => readAllFromEsdb(client, options),
    headPosition: () => esdbHeadPosition(client),
    watch: (onAppend) => appends.watch(onAppend),
    softDelete: (streamId, options) => remove(client, 'deleteStream', streamId, options?.expectedRevision ?? 'any'),
    tombstone: (streamId, options) => remove(client, 'tombstoneStream', streamId, options?.expectedRevision ?? 'any'),
    async close() {
      await appends.close();
      await client.dispose();
    },
  };
}

async function append(client: EsdbClient, streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
  assertAppendable(streamId, events);
  try {
    const result = await client.appendToStream(streamId, events.map(toEsdbEvent), { expectedRevision: expected });
    const position = result.position ?? (await readStream(client, streamId, { direction: 'backwards', maxCount: 1 }))[0]?.position;
    if (!position) throw new TypeError(`EventStoreDB reported no position for the append to ${streamId}`);
    return { nextExpectedRevision: result.nextExpectedRevision, position };
  } catch (error) {
    throw toPortError(error, streamId, expected);
  }
}

/**
 * One append per write: EventStoreDB has no transaction across streams, so a failure leaves the
 * writes before it appended. Retrying the call is safe: the same event ids at the same place succeed
 * without writing again.
 */
async function appendMany(client: EsdbClient, writes: readonly StreamWrite[]): Promise<AppendManyResult> {
  assertWritesAppendable(writes);
  const outcomes: StreamWriteOutcome[] = [];
  let position: Position | undefined;
  for (const { streamId, events, expectedRevision } of writes) {
    try {
      const result = await append(client, streamId, events, expectedRevision);
      outcomes.push({ streamId, status: 'appended', nextExpectedRevision: result.nextExpectedRevision });
      if (!position || comparePositions(result.position, position) > 0) position = result.position;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      outcomes.push({ streamId, status: 'conflict', actual: error.actual });
    }
  }
  return { outcomes, position };
}

const HEAD_READS_AT_ONCE = 16;

async function readStreamHeads(client: EsdbClient, streamIds: readonly string[]): Promise<Map<string, StreamHead>> {
  const heads = new Map<string, StreamHead>();
  const unique = [...new Set(streamIds)];
  for (let start = 0; start < unique.length; start += HEAD_READS_AT_ONCE) {
    await Promise.all(
      unique.slice(start, start + HEAD_READS_AT_ONCE).map(async (streamId) => {
        const last = await readStream(client, streamId, { direction: 'backwards', maxCount: 1 }).catch((error: unknown) => {
          if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return [];
          throw error;
        });
        if (last[0]) heads.set(streamId, { revision: last[0].revision, lastEventType: last[0].type });
      }),
    );
  }
  return heads;
}

async function readStream(client: EsdbClient, streamId: string, options: ReadStreamOptions): Promise<RecordedEvent[]> {
  const direction = options.direction ?? 'forwards';
  const events: RecordedEvent[] = [];
  try {
    const reading = client.readStream(streamId, {
      direction,
      fromRevision: options.fromRevision ?? (direction === 'forwards' ? 'start' : 'end'),
      ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
    });
    for await (const resolved of reading) {
      if (resolved.event) events.push(toRecordedEvent(resolved as EsdbResolvedEvent & { event: EsdbRecordedEvent }));
    }
  } catch (error) {
    throw toPortError(error, streamId);
  }
  return events;
}

/** The client's deletes take no `stream_exists`: it becomes the stream's current revision. */
async function remove(client: EsdbClient, operation: 'deleteStream' | 'tombstoneStream', streamId: string, expected: ExpectedRevision): Promise<void> {
  try {
    const expectedRevision = expected === 'stream_exists' ? await currentRevision(client, streamId) : expected;
    await client[operation](streamId, { expectedRevision });
  } catch (error) {
    throw toPortError(error, streamId, expected);
  }
}

async function currentRevision(client: EsdbClient, streamId: string): Promise<bigint> {
  const last = (await readStream(client, streamId, { direction: 'backwards', maxCount: 1 }).catch(() => []))[0];
  if (!last) throw new WrongExpectedRevisionError(streamId, 'stream_exists', 'no_stream');
  return last.revision;
}
