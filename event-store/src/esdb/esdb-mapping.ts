import { ErrorType, isCommandError, jsonEvent, type JSONEventData, type WrongExpectedVersionError } from '@eventstore/db-client';
import {
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedRevisionError,
  type EventToAppend,
  type ExpectedRevision,
  type JsonObject,
  type Position,
  type RecordedEvent,
} from '../port';
import type { EsdbRecordedEvent, EsdbResolvedEvent } from './esdb-client';
import { upcastData } from '@glyco/contracts';

/** ESDB events carry no schema version of their own; it travels in the metadata under this key. */
export const SCHEMA_VERSION_KEY = 'glyco:schemaVersion';

export function toEsdbEvent(event: EventToAppend): JSONEventData {
  return jsonEvent({
    id: event.eventId,
    type: event.type,
    data: event.data,
    metadata: { ...(event.metadata ?? {}), [SCHEMA_VERSION_KEY]: event.schemaVersion ?? 1 },
  });
}

/** Streams and event types starting with `$` belong to the server, not to the product. */
export function isSystemEvent(event: Pick<EsdbRecordedEvent, 'streamId' | 'type'>): boolean {
  return event.streamId.startsWith('$') || event.type.startsWith('$');
}

export function positionOf(resolved: EsdbResolvedEvent): Position | undefined {
  if (resolved.event?.position) return resolved.event.position;
  if (resolved.commitPosition === undefined) return undefined;
  return { commit: resolved.commitPosition, prepare: resolved.commitPosition };
}

export function toRecordedEvent(resolved: EsdbResolvedEvent & { event: EsdbRecordedEvent }): RecordedEvent {
  const { event } = resolved;
  const position = positionOf(resolved);
  if (!position) throw new TypeError(`EventStoreDB sent event ${event.id} without a position; a server from 22.6 is required`);
  const { [SCHEMA_VERSION_KEY]: schemaVersion, ...metadata } = asJsonObject(event.metadata, event.id);
  return {
    eventId: event.id,
    type: event.type,
    schemaVersion: typeof schemaVersion === 'number' ? schemaVersion : 1,
    streamId: event.streamId,
    revision: event.revision,
    position,
    data: upcastData(event.type, asJsonObject(event.data, event.id)),
    metadata,
    recordedAt: event.created,
  };
}

function asJsonObject(value: unknown, eventId: string): JsonObject {
  if (value === undefined || value === null) return {};
  const parsed = value instanceof Uint8Array ? (JSON.parse(new TextDecoder().decode(value)) as unknown) : value;
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as JsonObject;
  throw new TypeError(`Event ${eventId} does not hold a JSON object`);
}

/** The client's errors become the port's; anything else passes through unchanged. */
export function toPortError(error: unknown, streamId: string, expected: ExpectedRevision = 'any'): unknown {
  if (!(error instanceof Error) || !isCommandError(error)) return error;
  switch (error.type) {
    case ErrorType.WRONG_EXPECTED_VERSION:
      return new WrongExpectedRevisionError(streamId, expected, (error as WrongExpectedVersionError).actualVersion);
    case ErrorType.STREAM_NOT_FOUND:
      return new StreamNotFoundError(streamId);
    case ErrorType.STREAM_DELETED:
      return new StreamDeletedError(streamId);
    default:
      return error;
  }
}
