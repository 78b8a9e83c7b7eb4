import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { InvalidAppendError } from '../append-errors';
import { START, StreamDeletedError, StreamNotFoundError, WrongExpectedRevisionError, type EventStore, type EventToAppend } from '../port';
import { createEsdbEventStore } from './esdb-event-store';
import { SCHEMA_VERSION_KEY } from './esdb-mapping';
import { FakeEsdbClient } from './testing/fake-esdb-client';

function event(type = 'ReadingLogged', extra: Partial<EventToAppend> = {}): EventToAppend {
  return { eventId: randomUUID(), type, data: { value: 6.1 }, ...extra };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('resolved'),
    (error: unknown) => error,
  );
}

describe('EventStoreDB adapter', () => {
  let client: FakeEsdbClient;
  let store: EventStore;
  beforeEach(() => {
    client = new FakeEsdbClient();
    store = createEsdbEventStore({ client });
  });

  it('appends JSON events carrying the schema version in the metadata, and reads it back out', async () => {
    const appended = event('ReadingLogged', { schemaVersion: 3, metadata: { correlationId: 'c-1' } });
    await store.append('glucose_reading-1', [appended], { expectedRevision: 'no_stream' });
    expect(client.log[0]).toMatchObject({ id: appended.eventId, isJson: true, metadata: { correlationId: 'c-1', [SCHEMA_VERSION_KEY]: 3 } });
    const [read] = await store.readStream('glucose_reading-1');
    expect(read).toMatchObject({ eventId: appended.eventId, schemaVersion: 3, metadata: { correlationId: 'c-1' }, revision: 0n, data: { value: 6.1 } });
    expect(read!.metadata).not.toHaveProperty(SCHEMA_VERSION_KEY);
  });

  it('passes the expected revision through and maps a wrong expected version with the actual revision', async () => {
    await store.append('meal-1', [event()], { expectedRevision: 'no_stream' });
    expect(client.calls[0]).toMatchObject({ options: { expectedRevision: 'no_stream' } });
    const stale = await rejectionOf(store.append('meal-1', [event()], { expectedRevision: 'no_stream' }));
    expect(stale).toBeInstanceOf(WrongExpectedRevisionError);
    expect(stale).toMatchObject({ streamId: 'meal-1', expected: 'no_stream', actual: 0n });
    const missing = await rejectionOf(store.append('meal-2', [event()], { expectedRevision: 'stream_exists' }));
    expect(missing).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 'no_stream' });
  });

  it('refuses an append without events before calling the server', async () => {
    expect(await rejectionOf(store.append('meal-1', []))).toBeInstanceOf(InvalidAppendError);
    expect(client.calls).toHaveLength(0);
  });

  it('maps missing, soft-deleted and tombstoned streams to the port errors', async () => {
    expect(await rejectionOf(store.readStream('meal-9'))).toBeInstanceOf(StreamNotFoundError);
    await store.append('meal-1', [event()]);
    await store.softDelete('meal-1');
    expect(await rejectionOf(store.readStream('meal-1'))).toBeInstanceOf(StreamNotFoundError);
    await store.append('dose-1', [event()]);
    await store.tombstone('dose-1');
    expect(await rejectionOf(store.readStream('dose-1'))).toMatchObject({ name: 'StreamDeletedError', streamId: 'dose-1' });
    expect(await rejectionOf(store.append('dose-1', [event()]))).toBeInstanceOf(StreamDeletedError);
  });

  it('maps stream reads onto direction, start or end, and maxCount', async () => {
    await store.append('meal-1', [event(), event(), event()]);
    const backwards = await store.readStream('meal-1', { direction: 'backwards', maxCount: 2 });
    expect(backwards.map((read) => read.revision)).toEqual([2n, 1n]);
    expect(client.calls.at(-1)).toMatchObject({ options: { direction: 'backwards', fromRevision: 'end', maxCount: 2 } });
    expect((await store.readStream('meal-1', { fromRevision: 1n })).map((read) => read.revision)).toEqual([1n, 2n]);
  });

  it('reads the feed strictly after a checkpoint, without system events', async () => {
    await store.append('meal-1', [event(), event()]);
    client.recordSystemEvent();
    await store.append('meal-2', [event()]);
    const all = await store.readAll({ limit: 10 });
    expect(all.map((read) => read.streamId)).toEqual(['meal-1', 'meal-1', 'meal-2']);
    const rest = await store.readAll({ after: all[0]!.position, limit: 10 });
    expect(rest.map((read) => read.eventId)).toEqual([all[1]!.eventId, all[2]!.eventId]);
    expect(client.calls.at(-1)).toMatchObject({ options: { fromPosition: all[0]!.position } });
  });

  it('filters the feed by type and stream prefix, paging past events the filter rejects', async () => {
    await store.append('meal-1', [event('MealLogged')]);
    for (let index = 0; index < 150; index += 1) client.recordSystemEvent();
    await store.append('insulin_dose-1', [event('DoseLogged')]);
    await store.append('meal-2', [event('MealLogged'), event('MealCorrected')]);
    const meals = await store.readAll({ limit: 5, filter: { streamPrefixes: ['meal-'] } });
    expect(meals.map((read) => read.type)).toEqual(['MealLogged', 'MealLogged', 'MealCorrected']);
    const logged = await store.readAll({ limit: 2, filter: { eventTypes: ['DoseLogged', 'MealCorrected'] } });
    expect(logged.map((read) => read.type)).toEqual(['DoseLogged', 'MealCorrected']);
    expect(client.calls.filter((call) => call.method === 'readAll').length).toBeGreaterThan(2);
  });

  it('reports the newest product event as head, walking back over system events', async () => {
    expect(await store.headPosition()).toEqual(START);
    const { position } = await store.append('meal-1', [event()]);
    for (let index = 0; index < 120; index += 1) client.recordSystemEvent();
    expect(await store.headPosition()).toEqual(position);
  });

  it('reads the position back from the stream when the server does not report one', async () => {
    client.omitAppendPosition = true;
    const result = await store.append('meal-1', [event(), event()]);
    expect(result).toEqual({ nextExpectedRevision: 1n, position: client.log[1]!.position });
  });

  it('turns stream_exists on a delete into the current revision', async () => {
    await store.append('meal-1', [event(), event()]);
    await store.softDelete('meal-1', { expectedRevision: 'stream_exists' });
    expect(client.calls.at(-1)).toMatchObject({ method: 'deleteStream', options: { expectedRevision: 1n } });
    const missing = await rejectionOf(store.tombstone('meal-9', { expectedRevision: 'stream_exists' }));
    expect(missing).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 'no_stream' });
  });

  it('wakes watchers from one subscription and closes it with the client', async () => {
    const woken: string[] = [];
    const stopFirst = store.watch(() => woken.push('first'));
    store.watch(() => woken.push('second'));
    await store.append('meal-1', [event()]);
    stopFirst();
    await store.append('meal-1', [event()]);
    expect(client.subscriptions).toHaveLength(1);
    expect(woken).toEqual(['first', 'second', 'second']);
    await store.close();
    expect(client.subscriptions[0]!.unsubscribed).toBe(true);
    expect(client.disposed).toBe(true);
  });

  it('appends many writes one append each, reporting conflicts, and reads heads leaving out deleted streams', async () => {
    await store.append('meal-1', [event()]);
    const result = await store.appendMany([
      { streamId: 'meal-1', events: [event()], expectedRevision: 'no_stream' },
      { streamId: 'meal-2', events: [event('MealLogged'), event('MealEdited')], expectedRevision: 'no_stream' },
    ]);
    expect(result.outcomes).toEqual([
      { streamId: 'meal-1', status: 'conflict', actual: 0n },
      { streamId: 'meal-2', status: 'appended', nextExpectedRevision: 1n },
    ]);
    expect(result.position).toEqual((await store.readStream('meal-2')).at(-1)!.position);
    await store.append('meal-3', [event()]);
    await store.softDelete('meal-3');
    const heads = await store.readStreamHeads(['meal-1', 'meal-2', 'meal-3', 'meal-9']);
    expect(heads).toEqual(new Map([['meal-1', { revision: 0n, lastEventType: 'ReadingLogged' }], ['meal-2', { revision: 1n, lastEventType: 'MealEdited' }]]));
  });
});
