import { excludeSystemEvents } from '@eventstore/db-client';
import { assertAppendable } from '../append-rules';
import { WrongExpectedRevisionError, type AppendResult, type EventStore, type EventToAppend, type ExpectedRevision, type ReadStreamOptions, type RecordedEvent } from '../port';
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
