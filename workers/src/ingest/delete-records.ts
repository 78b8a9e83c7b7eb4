import { eventEnvelope, GlucoseReadingDeleted, IMPORT_LIMITS, InsulinDoseDeleted, MealDeleted, STREAM_PREFIXES, type Actor, type Clock } from '@glyco/contracts';
import type { EventStore, EventToAppend, Position, StreamWrite } from '@glyco/event-store';
import { uuidFromText } from '../lib/deterministic-id';
import { planWrite } from './write-plan';

/** Per kind of record: its stream prefix, its Deleted event and the id field that event carries. */
const DELETIONS = [
  { prefix: STREAM_PREFIXES.glucoseReading, event: GlucoseReadingDeleted, idField: 'readingId' },
  { prefix: STREAM_PREFIXES.meal, event: MealDeleted, idField: 'mealId' },
  { prefix: STREAM_PREFIXES.insulinDose, event: InsulinDoseDeleted, idField: 'doseId' },
] as const;

export interface DeleteRecordsInput {
  userId: string;
  actor: Actor;
  correlationId: string;
  /** For an undo: the import, kept in each deletion's metadata so the history shows the undo as one entry. */
  importId?: string;
  /** Readings, meals and doses by stream; records already deleted are left as they are. */
  streamIds: readonly string[];
}

const ATTEMPTS = 5;

/** Deletes many records by their own Deleted events: per chunk one head read and one bulk append. */
export async function deleteRecords(deps: { eventStore: EventStore; clock: Clock }, input: DeleteRecordsInput): Promise<{ deleted: number; position: Position | undefined }> {
  let deleted = 0;
  let position: Position | undefined;
  for (let start = 0; start < input.streamIds.length; start += IMPORT_LIMITS.chunkSize) {
    let pending = input.streamIds.slice(start, start + IMPORT_LIMITS.chunkSize);
    for (let attempt = 1; pending.length > 0; attempt += 1) {
      if (attempt > ATTEMPTS) throw new Error(`Bulk delete: ${pending.length} streams still conflicting after ${ATTEMPTS} attempts`);
      const heads = await deps.eventStore.readStreamHeads(pending);
      const writes: StreamWrite[] = pending.flatMap((streamId) => {
        const head = heads.get(streamId);
        // A record absent or deleted already has nothing to undo.
        if (!head || planWrite(head).action === 'append') return [];
        return [{ streamId, expectedRevision: head.revision, events: [deletionOf(deps.clock, input, streamId, head.revision + 1n)] }];
      });
      if (writes.length === 0) break;
      const appended = await deps.eventStore.appendMany(writes);
      position = appended.position ?? position;
      deleted += appended.outcomes.filter((outcome) => outcome.status === 'appended').length;
      pending = appended.outcomes.filter((outcome) => outcome.status === 'conflict').map((outcome) => outcome.streamId);
    }
  }
  return { deleted, position };
}

function deletionOf(clock: Clock, input: DeleteRecordsInput, streamId: string, revision: bigint): EventToAppend {
  const kind = DELETIONS.find((each) => streamId.startsWith(each.prefix));
  if (!kind) throw new Error(`Not a record stream: ${streamId}`);
  const now = clock().toISOString();
  return eventEnvelope({
    eventId: uuidFromText(`${streamId}|${revision}|${input.correlationId}`),
    event: kind.event,
    data: { [kind.idField]: streamId.slice(kind.prefix.length), userId: input.userId },
    actor: input.actor,
    correlationId: input.correlationId,
    occurredAt: now,
    recordedAt: now,
    importId: input.importId,
  });
}
