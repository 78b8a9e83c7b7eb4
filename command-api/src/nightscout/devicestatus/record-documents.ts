import { randomUUID } from 'node:crypto';
import { toEnvelope, type EventStore, type NewEvent, type Position, type StreamWrite } from '@glyco/event-store';
import type { Actor } from '@glyco/contracts';
import { READ_BACK_WAIT_MS, type UploadDeps } from '../upload';

export interface DocumentEvent {
  streamId: string;
  event: NewEvent<{ type: string; data: Record<string, unknown> }>;
}

/**
 * Records each document on a stream of its own, named by a deterministic id: a resent document
 * finds its stream taken and is recorded once. Answers once `readModel` has them, as followers
 * read right after an upload.
 */
export async function recordDocuments(deps: UploadDeps, actor: Actor, readModel: string, correlationId: string, events: readonly DocumentEvent[]): Promise<void> {
  if (events.length === 0) return;
  const context = { actor, correlationId, now: new Date() };
  const writes: StreamWrite[] = events.map(({ streamId, event }) => ({ streamId, expectedRevision: 'no_stream', events: [toEnvelope({ ...event, eventId: randomUUID() }, context)] }));
  const { position } = await appendAll(deps.store, writes);
  if (position) await deps.waitFor(position, [readModel], READ_BACK_WAIT_MS);
}

async function appendAll(store: EventStore, writes: StreamWrite[]): Promise<{ position: Position | undefined }> {
  const unique = new Map(writes.map((write) => [write.streamId, write]));
  return store.appendMany([...unique.values()]);
}
