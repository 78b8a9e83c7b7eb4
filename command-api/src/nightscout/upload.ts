import { randomBytes } from 'node:crypto';
import { nightscoutObjectIdOf, recordIdOf, systemClock, type IngestRecord, type NightscoutMapping, type RecordError } from '@glyco/contracts';
import type { EventStore, Position } from '@glyco/event-store';
import { validationError } from '@glyco/contracts/http/app-errors';
import { ingestRecords } from '@glyco/imports';

export interface UploadDeps {
  store: EventStore;
  /** Waits until the named read models have applied a position (false on timeout). */
  waitFor(position: Position, projectionNames: readonly string[], timeoutMs: number): Promise<boolean>;
}

/** Followers read right after an upload: the answer waits (up to this long) for the read model. */
export const READ_BACK_WAIT_MS = 3_000;

/**
 * Logs what an upload mapped to, one bulk ingest per sending app so each event's actor is the
 * uploader that sent it ('xDrip-DexcomG6'); resent records are counted as duplicates and change
 * nothing. Answers once the read model that followers query has the records.
 */
export async function logUpload(deps: UploadDeps, userId: string, mapping: NightscoutMapping, readModel: string, correlationId: string): Promise<void> {
  let last: Position | undefined;
  for (const [device, records] of byDevice(mapping.records)) {
    const actor = { userId, role: 'uploader' as const, device };
    const result = await ingestRecords({ eventStore: deps.store, clock: systemClock }, { userId, actor, correlationId, records });
    last = result.position ?? last;
  }
  if (last) await deps.waitFor(last, [readModel], READ_BACK_WAIT_MS);
}

function byDevice(records: readonly IngestRecord[]): Map<string, IngestRecord[]> {
  const groups = new Map<string, IngestRecord[]>();
  for (const record of records) {
    const group = groups.get(record.deviceKind);
    if (group) group.push(record);
    else groups.set(record.deviceKind, [record]);
  }
  return groups;
}

/**
 * Nightscout answers a post with the documents it stored, in the order sent, each with its
 * `_id` (24 hex digits, see nightscoutObjectIdOf) and `created_at`; Loop pairs them with what it
 * sent by position, and xDrip4iOS resends a treatment whose answer lacks `created_at`. A record's
 * `_id` derives from its Glyco id, so a resend answers the same id; an item Glyco does not keep
 * gets an id of its own.
 */
export function storedDocuments(items: readonly unknown[], mapping: NightscoutMapping, userId: string): Record<string, unknown>[] {
  const recordByLine = new Map<number, IngestRecord>();
  for (const record of mapping.records) if (record.line && !recordByLine.has(record.line)) recordByLine.set(record.line, record);
  return items.map((item, index) => {
    const document = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    const record = recordByLine.get(index + 1);
    const createdAt = document.created_at ?? (record ? record.timestamp : undefined);
    return {
      ...document,
      _id: record ? nightscoutObjectIdOf(recordIdOf(userId, record)) : randomBytes(12).toString('hex'),
      ...(createdAt === undefined ? {} : { created_at: createdAt }),
    };
  });
}

/** An upload in which no item could be read is a bad request, with each item's reason. */
export function refuseWhenNothingReadable(items: readonly unknown[], mapping: NightscoutMapping): void {
  if (mapping.errors.length < items.length) return;
  throw validationError(mapping.errors[0]?.message ?? 'Invalid upload', errorsByItem(mapping.errors));
}

function errorsByItem(errors: readonly RecordError[]): Record<string, string> {
  return Object.fromEntries(errors.map((error) => [String(error.line), error.message]));
}
