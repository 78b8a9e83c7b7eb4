import { eventEnvelope, streamIds, type Actor } from '@glyco/contracts';
import type { EventStore } from '@glyco/event-store';
import { uuidFromText } from '../../lib/deterministic-id';

/** The import's own events are the system's: the records it logs carry the person as actor. */
const IMPORT_ACTOR: Actor = { userId: 'import-worker', role: 'system' };

/**
 * Appends one event to `import-<id>` at the revision the job read. The event id is derived from
 * the import and the step, so a retried job repeats a step's append without writing it twice.
 */
export async function appendImportEvent(
  store: EventStore,
  importId: string,
  step: string,
  definition: { type: string; schemaVersion: number },
  data: Record<string, unknown>,
  expectedRevision: bigint,
  now: Date,
  actor: Actor = IMPORT_ACTOR,
): Promise<bigint> {
  const event = eventEnvelope({
    eventId: uuidFromText(`import|${importId}|${step}`),
    event: definition,
    data,
    actor,
    correlationId: importId,
    occurredAt: now.toISOString(),
    recordedAt: now.toISOString(),
    importId,
  });
  const appended = await store.append(streamIds.import(importId), [event], { expectedRevision });
  return appended.nextExpectedRevision;
}
