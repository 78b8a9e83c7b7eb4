import { randomUUID } from 'node:crypto';
import { eventEnvelope, type JsonObject } from '@glyco/contracts';
import type { AppendResult, EventStore, EventToAppend, ExpectedRevision } from '../port';
import type { CommandContext } from './command-context';
import type { NewEvent } from './decider';

type AnyNewEvent = NewEvent<{ type: string; data: unknown }>;

/** The event with the metadata every event carries, from the command's context. */
export function toEnvelope(event: AnyNewEvent, context: CommandContext): EventToAppend {
  return eventEnvelope({
    eventId: event.eventId ?? randomUUID(),
    event,
    // Every payload of the catalogue is a zod object.
    data: event.data as JsonObject,
    actor: context.actor,
    correlationId: context.correlationId,
    causationId: context.causationId,
    occurredAt: (event.occurredAt ?? context.now).toISOString(),
    recordedAt: context.now.toISOString(),
    reason: context.reason,
    requestFingerprint: context.requestFingerprint,
    importId: context.importId,
  });
}

/**
 * Appends events that need no decision on the stream's state: an append-only log (`any`), a
 * stream created under a fresh id (`no_stream`), or a step of a job at the revision it read.
 */
export function appendEvents(
  store: EventStore,
  streamId: string,
  events: readonly AnyNewEvent[],
  context: CommandContext,
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  return store.append(streamId, events.map((event) => toEnvelope(event, context)), { expectedRevision });
}
