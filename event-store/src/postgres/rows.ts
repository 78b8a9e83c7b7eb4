import type { JsonObject, Position, RecordedEvent } from '../port';
import { upcastData } from '@glyco/contracts';

/** Columns every event query selects, aliased to `EventRow`. */
export const EVENT_COLUMNS = `event_id, type, schema_version, stream_id, stream_revision::text AS stream_revision,
  transaction_id::text AS commit_position, global_position::text AS prepare_position, data, metadata, recorded_at`;

export interface EventRow {
  event_id: string;
  type: string;
  schema_version: number;
  stream_id: string;
  stream_revision: string;
  commit_position: string;
  prepare_position: string;
  data: JsonObject;
  metadata: JsonObject;
  recorded_at: Date;
}

export function toPosition(commit: string, prepare: string): Position {
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    type: row.type,
    schemaVersion: row.schema_version,
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    position: toPosition(row.commit_position, row.prepare_position),
    data: upcastData(row.type, row.data),
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}
