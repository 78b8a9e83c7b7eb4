import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventOf, JsonObject } from '@glyco/contracts';
import { readStreamOrEmpty, WrongExpectedRevisionError, type AppendResult, type EventStore, type Position } from '../port';
import type { CommandContext } from './command-context';
import { foldHistory, type Decider, type NewEvent } from './decider';
import { toEnvelope } from './envelope';
import { assertSameRequest } from './same-request';

/**
 * The one conflict policy of every command. A wrong expected revision means another writer
 * appended between our read and our append (a double-clicked save, a retried POST racing its
 * original, two tabs): reading again and deciding on the new state is always right, since the
 * decision is a function of the state, and it turns a duplicate into a no-op or the error the
 * new state calls for. Three attempts cover a retry racing its original and one more writer;
 * a stream that keeps moving past that is contended, and the caller gets the conflict.
 */
export const COMMAND_ATTEMPTS = 3;

export interface CommandOutcome<S, E extends { type: string; data: unknown } = { type: string; data: JsonObject }> {
  /** The state after the command's events. */
  state: S;
  /** The events appended (with the ids they were appended under); none for a no-op. */
  events: (NewEvent<E> & { eventId: string })[];
  /** Present when events were appended. */
  append?: AppendResult;
  /** The stream's revision after the command (appended or not). */
  revision: bigint | undefined;
  /**
   * Where the stream's latest event is in the feed, appended now or earlier: after a no-op (a
   * retried create) the client can still read its own write.
   */
  position: Position | undefined;
}

export type Decide<S, E extends { type: string; data: unknown }> = (state: S) => NewEvent<E>[] | Promise<NewEvent<E>[]>;

export interface CommandOptions {
  /**
   * The command creates its stream (a new reading, meal or dose): the first attempt decides on
   * the empty state and appends with `no_stream` without reading, saving a round trip on the
   * hottest write. If the stream exists after all (a retried POST with the same id), the append
   * conflicts and the next attempt reads and decides as usual.
   */
  createsStream?: boolean;
}

/** Loads a stream, folds it, decides, appends at the revision it read; on a conflict, decides again. */
export async function handleCommand<S, const D extends readonly EventDefinition[]>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, D>,
  context: CommandContext,
  decide: Decide<S, EventOf<D[number]>>,
  options: CommandOptions = {},
): Promise<CommandOutcome<S, EventOf<D[number]>>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const readFirst = attempt > 1 || !options.createsStream;
      return await attemptCommand(store, streamId, decider, context, decide, readFirst);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= COMMAND_ATTEMPTS) throw error;
    }
  }
}

async function attemptCommand<S, D extends readonly EventDefinition[]>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, D>,
  context: CommandContext,
  decide: Decide<S, EventOf<D[number]>>,
  readFirst: boolean,
): Promise<CommandOutcome<S, EventOf<D[number]>>> {
  const history = readFirst ? await readStreamOrEmpty(store, streamId) : [];
  assertSameRequest(history, context.requestFingerprint);
  const state = foldHistory(decider, history);
  const revision = history.at(-1)?.revision;
  const events = (await decide(state)).map((event) => ({ ...event, eventId: event.eventId ?? randomUUID() }));
  if (events.length === 0) return { state, events, revision, position: history.at(-1)?.position };
  const envelopes = events.map((event) => toEnvelope(event, context));
  const append = await store.append(streamId, envelopes, { expectedRevision: revision ?? 'no_stream' });
  const after = events.reduce<S>((current, event) => decider.evolve(current, event, { eventId: event.eventId, recordedAt: context.now }), state);
  return { state: after, events, append, revision: append.nextExpectedRevision, position: append.position };
}
