import { streamIds, type Actor, type ImportEvent } from '@glyco/contracts';
import { appendEvents, type EventStore, type NewEvent } from '@glyco/event-store';
import { uuidFromText } from '@glyco/event-store';

/** The import's own events are the system's: the records it logs carry the person as actor. */
const IMPORT_ACTOR: Actor = { userId: 'import-worker', role: 'system' };

/**
 * Appends one event to `import-<id>` at the revision the job read. The event id is derived from
 * the import and the step, so a retried job repeats a step's append without writing it twice.
 */
export async function appendImportStep(
  store: EventStore,
  step: string,
  event: NewEvent<ImportEvent>,
  expectedRevision: bigint,
  now: Date,
  actor: Actor = IMPORT_ACTOR,
): Promise<bigint> {
  const importId = event.data.importId;
  const stepEvent = { ...event, eventId: uuidFromText(`import|${importId}|${step}`) };
  const appended = await appendEvents(store, streamIds.import(importId), [stepEvent], { actor, correlationId: importId, now, importId }, expectedRevision);
  return appended.nextExpectedRevision;
}
