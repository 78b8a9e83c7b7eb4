import { randomUUID } from 'node:crypto';
import {
  readStreamOrEmpty,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type RecordedEvent,
} from '@glyco/event-store';
import { eventEnvelope } from '@glyco/contracts';
import type { CommandContext } from './command-context';
import { assertSameRequest } from './request-fingerprint';

export interface NewEvent {
  type: string;
  schemaVersion: number;
  data: Record<string, unknown>;
  /** Business time; defaults to the command's time. */
  occurredAt?: Date;
  /** A deterministic id makes a retried command append nothing new. */
  eventId?: string;
}

/** The part of an event that state depends on: recorded and new events both have it. */
export interface EventFacts {
  type: string;
  data: Record<string, unknown>;
}

export interface Decider<S> {
  initialState: S;
  evolve(state: S, event: EventFacts): S;
}

export interface CommandOutcome<S> {
  /** The state after the command's events. */
  state: S;
  events: NewEvent[];
  /** Present when events were appended. */
  append?: AppendResult;
  /** The stream's revision after the command (appended or not). */
  revision: bigint | undefined;
}

/** Loads a stream, folds it, decides, appends at the revision it read. */
export async function handleCommand<S>(
  store: EventStore,
  streamId: string,
  decider: Decider<S>,
  context: CommandContext,
  decide: (state: S) => NewEvent[],
): Promise<CommandOutcome<S>> {
  const history: RecordedEvent[] = await readStreamOrEmpty(store, streamId);
  assertSameRequest(history, context.requestFingerprint);
  const state = history.reduce<S>((current, event) => decider.evolve(current, event), decider.initialState);
  const revision = history.at(-1)?.revision;
  const events = decide(state);
  if (events.length === 0) return { state, events, revision };
  const expectedRevision: ExpectedRevision = revision ?? 'no_stream';
  const append = await store.append(streamId, events.map((event) => toEnvelope(event, context)), { expectedRevision });
  return { state: events.reduce<S>((current, event) => decider.evolve(current, event), state), events, append, revision: append.nextExpectedRevision };
}

export function toEnvelope(event: NewEvent, context: CommandContext): EventToAppend {
  return eventEnvelope({
    eventId: event.eventId ?? randomUUID(),
    event,
    data: event.data,
    actor: context.actor,
    correlationId: context.correlationId,
    occurredAt: (event.occurredAt ?? context.now).toISOString(),
    recordedAt: context.now.toISOString(),
    reason: context.reason,
    requestFingerprint: context.requestFingerprint,
  });
}
