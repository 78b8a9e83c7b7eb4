import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERASED_FIELD, NIGHTSCOUT_EVENTS, NightscoutSecretRevoked, NightscoutSecretSet, type NightscoutEvent } from '@glyco/contracts';
import { createInMemoryEventStore } from '../in-memory/in-memory-event-store';
import { WrongExpectedRevisionError, type EventStore } from '../port';
import { assertNever, defineDecider, foldHistory, newEvent } from './decider';
import { toEnvelope } from './envelope';
import { COMMAND_ATTEMPTS, handleCommand } from './handle-command';

const userId = '5f0c2a3e-8a57-4a53-9d55-0f6f3c1f1b11';
const stream = `user-${userId}`;
const context = { actor: { userId, role: 'patient' as const }, correlationId: 'request-1', now: new Date('2026-03-01T12:00:00.000Z') };
const secretHash = 'a'.repeat(64);

function evolveSecret(inForce: boolean, event: NightscoutEvent): boolean {
  switch (event.type) {
    case 'NightscoutSecretSet':
      return true;
    case 'NightscoutSecretRevoked':
      return false;
    default:
      return assertNever(event);
  }
}

const secretDecider = defineDecider({ events: NIGHTSCOUT_EVENTS, initialState: false, evolve: evolveSecret });
const revokeOnce = (inForce: boolean) => (inForce ? [newEvent(NightscoutSecretRevoked, { userId })] : []);

/** A store on which another writer appends just before each of our first `times` appends. */
function racedStore(store: EventStore, times: number): EventStore {
  let raced = 0;
  const append: EventStore['append'] = async (streamId, events, options) => {
    if (raced++ < times) await store.append(streamId, [toEnvelope(newEvent(NightscoutSecretSet, { userId, secretHash }), context)]);
    return store.append(streamId, events, options);
  };
  return new Proxy(store, { get: (target, property, receiver) => (property === 'append' ? append : Reflect.get(target, property, receiver)) });
}

describe('handleCommand', () => {
  it('folds the events its decider knows, passing over the others of the stream, and appends at the revision read', async () => {
    const store = createInMemoryEventStore();
    await store.append(stream, [{ eventId: randomUUID(), type: 'UserRegistered', data: { userId } }]);
    await store.append(stream, [toEnvelope(newEvent(NightscoutSecretSet, { userId, secretHash }), context)]);
    const outcome = await handleCommand(store, stream, secretDecider, context, revokeOnce);
    expect(outcome).toMatchObject({ state: false, revision: 2n, position: outcome.append?.position });
    const [recorded] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
    expect(recorded).toMatchObject({ type: 'NightscoutSecretRevoked', eventId: outcome.events[0]!.eventId, metadata: { actor: context.actor, correlationId: 'request-1' } });
  });

  it('passes over an erased payload, which no longer fits its definition', async () => {
    const store = createInMemoryEventStore();
    await store.append(stream, [{ eventId: randomUUID(), type: 'NightscoutSecretSet', data: { userId, [ERASED_FIELD]: true } }]);
    expect(foldHistory(secretDecider, await store.readStream(stream))).toBe(false);
  });

  it('answers a no-op with the position of the stream it read', async () => {
    const store = createInMemoryEventStore();
    const { position } = await store.append(stream, [toEnvelope(newEvent(NightscoutSecretRevoked, { userId }), context)]);
    const outcome = await handleCommand(store, stream, secretDecider, context, revokeOnce);
    expect(outcome).toMatchObject({ events: [], position });
    expect(outcome.append).toBeUndefined();
  });

  it('decides again on the new state when another writer appended between its read and its append', async () => {
    const store = createInMemoryEventStore();
    await store.append(stream, [toEnvelope(newEvent(NightscoutSecretRevoked, { userId }), context)]);
    const outcome = await handleCommand(racedStore(store, 1), stream, secretDecider, context, (inForce) => (inForce ? [] : [newEvent(NightscoutSecretSet, { userId, secretHash })]));
    expect(outcome.events).toEqual([]);
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  it(`gives up with the conflict after ${COMMAND_ATTEMPTS} attempts on a stream that keeps moving`, async () => {
    const store = createInMemoryEventStore();
    const decideSet = () => [newEvent(NightscoutSecretSet, { userId, secretHash })];
    await expect(handleCommand(racedStore(store, COMMAND_ATTEMPTS), stream, secretDecider, context, decideSet)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(handleCommand(racedStore(store, COMMAND_ATTEMPTS - 1), stream, secretDecider, context, decideSet)).resolves.toMatchObject({ state: true });
  });

  it('given a command that creates its stream, when the stream is new, then it appends without reading first', async () => {
    const store = createInMemoryEventStore();
    let reads = 0;
    const counting = new Proxy(store, {
      get: (target, property, receiver) =>
        property === 'readStream' ? (...args: Parameters<EventStore['readStream']>) => ((reads += 1), target.readStream(...args)) : Reflect.get(target, property, receiver),
    });
    const setOnce = (inForce: boolean) => (inForce ? [] : [newEvent(NightscoutSecretSet, { userId, secretHash })]);
    const outcome = await handleCommand(counting, stream, secretDecider, context, setOnce, { createsStream: true });
    expect(outcome).toMatchObject({ state: true, revision: 0n });
    expect(reads).toBe(0);
  });

  it('given a command that creates its stream, when the stream already exists, then it reads and decides on what is there', async () => {
    const store = createInMemoryEventStore();
    const setOnce = (inForce: boolean) => (inForce ? [] : [newEvent(NightscoutSecretSet, { userId, secretHash })]);
    await handleCommand(store, stream, secretDecider, context, setOnce);
    const retried = await handleCommand(store, stream, secretDecider, context, setOnce, { createsStream: true });
    expect(retried).toMatchObject({ state: true, events: [], revision: 0n });
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('does not compile an evolve that leaves out one of its events', () => {
    const forgetful = (inForce: boolean, event: NightscoutEvent): boolean => {
      switch (event.type) {
        case 'NightscoutSecretSet':
          return true;
        default:
          // @ts-expect-error NightscoutSecretRevoked has no case, so `event` is not `never` here.
          return assertNever(event);
      }
    };
    expect(forgetful(false, { type: 'NightscoutSecretSet', data: { userId, secretHash } })).toBe(true);
  });

  it('does not compile a decision that returns an event its decider does not fold, or a payload that does not fit', () => {
    const store = createInMemoryEventStore();
    const foreign = () => [{ type: 'ProfileUpdated' as const, schemaVersion: 1, data: { userId, changes: {} } }];
    // @ts-expect-error ProfileUpdated is not one of the decider's events.
    const command = () => handleCommand(store, stream, secretDecider, context, foreign);
    // @ts-expect-error secretHash is missing from the payload.
    const incomplete = () => newEvent(NightscoutSecretSet, { userId });
    expect([command, incomplete]).toHaveLength(2);
  });
});
