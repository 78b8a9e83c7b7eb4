import type { Actor, EventMetadata } from './event-metadata';

export interface EnvelopeInput {
  eventId: string;
  /** The event's definition: its type and schema version. */
  event: { type: string; schemaVersion: number };
  data: Record<string, unknown>;
  actor: Actor;
  correlationId: string;
  /** Defaults to the correlation id: the request or job that led to the event. */
  causationId?: string;
  occurredAt: string;
  recordedAt: string;
  reason?: string;
  requestFingerprint?: string;
  importId?: string;
}

export interface EventEnvelope {
  eventId: string;
  type: string;
  schemaVersion: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

/** An event ready to append, with the metadata every event carries; optional fields only when set. */
export function eventEnvelope(input: EnvelopeInput): EventEnvelope {
  const { eventId, event, data, actor, correlationId, occurredAt, recordedAt, reason, requestFingerprint, importId } = input;
  return {
    eventId,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data,
    metadata: {
      eventId,
      actor,
      correlationId,
      causationId: input.causationId ?? correlationId,
      occurredAt,
      recordedAt,
      schemaVersion: event.schemaVersion,
      ...(reason ? { reason } : {}),
      ...(requestFingerprint ? { requestFingerprint } : {}),
      ...(importId ? { importId } : {}),
    },
  };
}
