import { GlucoseReadingDeleted, IMPORT_LIMITS, InsulinDoseDeleted, MealDeleted, STREAM_PREFIXES, type Actor, type Clock } from '@glyco/contracts';
import { newEvent, toEnvelope, type CommandContext, type EventStore, type EventToAppend, type Position, type StreamWrite } from '@glyco/event-store';
import { uuidFromText } from '@glyco/event-store';
import { planWrite } from './write-plan';

/** Per kind of record: its stream prefix and its Deleted event. */
const DELETIONS = [
  { prefix: STREAM_PREFIXES.glucoseReading, deleted: (readingId: string, userId: string) => newEvent(GlucoseReadingDeleted, { readingId, userId }) },
  { prefix: STREAM_PREFIXES.meal, deleted: (mealId: string, userId: string) => newEvent(MealDeleted, { mealId, userId }) },
  { prefix: STREAM_PREFIXES.insulinDose, deleted: (doseId: string, userId: string) => newEvent(InsulinDoseDeleted, { doseId, userId }) },
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
      const context: CommandContext = { actor: input.actor, correlationId: input.correlationId, now: deps.clock(), importId: input.importId };
      const writes: StreamWrite[] = pending.flatMap((streamId) => {
        const head = heads.get(streamId);
        // A record absent or deleted already has nothing to undo.
        if (!head || planWrite(head).action === 'append') return [];
        return [{ streamId, expectedRevision: head.revision, events: [deletionOf(input, streamId, head.revision + 1n, context)] }];
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

function deletionOf(input: DeleteRecordsInput, streamId: string, revision: bigint, context: CommandContext): EventToAppend {
  const kind = DELETIONS.find((each) => streamId.startsWith(each.prefix));
  if (!kind) throw new Error(`Not a record stream: ${streamId}`);
  const eventId = uuidFromText(`${streamId}|${revision}|${input.correlationId}`);
  return toEnvelope({ ...kind.deleted(streamId.slice(kind.prefix.length), input.userId), eventId }, context);
}
