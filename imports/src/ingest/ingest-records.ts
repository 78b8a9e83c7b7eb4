import { setImmediate } from 'node:timers/promises';
import { addIngestCounts, EMPTY_INGEST_COUNTS, IMPORT_LIMITS, type Actor, type Clock, type IngestCounts, type IngestRecord, type RecordError } from '@glyco/contracts';
import { comparePositions, toEnvelope, type CommandContext, type EventStore, type EventToAppend, type Position, type StreamWrite } from '@glyco/event-store';
import { uuidFromText } from '@glyco/event-store';
import { recordEventOf, type RecordEvent } from './record-events';
import { planWrite } from './write-plan';

export interface IngestDeps {
  eventStore: EventStore;
  clock: Clock;
}

export interface IngestInput {
  userId: string;
  actor: Actor;
  /** Set for a file import: kept in each event's metadata and in its event ids. */
  importId?: string;
  correlationId: string;
  records: readonly IngestRecord[];
}

export interface IngestResult {
  counts: IngestCounts;
  errors: RecordError[];
  /** Of the last event appended; undefined when nothing was. */
  position: Position | undefined;
  /** The streams logged by this call (new, or logged again after a delete), which an undo deletes. */
  created: string[];
  /** The streams of the records counted as duplicates because their stream was already live. */
  live: string[];
}

/** Streams that kept losing races to other writers: the call fails and its caller retries it. */
const ATTEMPTS = 5;

/** Records checked before the event loop gets a turn: a whole chunk's schema checks would hold it for most of a second. */
const CHECKS_PER_TURN = 250;

const COUNT_OF_KIND = { reading: 'readings', meal: 'meals', dose: 'doses' } as const;

interface Pending {
  record: IngestRecord;
  event: RecordEvent;
}

/**
 * Bulk ingest for file imports and uploaders: per chunk, one read of the stream heads and one
 * bulk append, never a round trip per record. A record's stream is named by its identity, so the
 * same reading from two files or from a file and an uploader is one stream, and the second is a
 * duplicate. Event ids derive from the stream, its revision and the import, so a retried job
 * appends nothing twice.
 */
export async function ingestRecords(deps: IngestDeps, input: IngestInput): Promise<IngestResult> {
  let result = emptyResult();
  for (let start = 0; start < input.records.length; start += IMPORT_LIMITS.chunkSize) {
    const chunk = input.records.slice(start, start + IMPORT_LIMITS.chunkSize);
    result = mergeResults(result, await ingestChunk(deps, input, chunk, start));
  }
  return result;
}

export function emptyResult(): IngestResult {
  return { counts: { ...EMPTY_INGEST_COUNTS }, errors: [], position: undefined, created: [], live: [] };
}

export function mergeResults(a: IngestResult, b: IngestResult): IngestResult {
  const counts = addIngestCounts(a.counts, b.counts);
  return { counts, errors: [...a.errors, ...b.errors], position: laterPosition(a.position, b.position), created: [...a.created, ...b.created], live: [...a.live, ...b.live] };
}

async function ingestChunk(deps: IngestDeps, input: IngestInput, records: readonly IngestRecord[], offset: number): Promise<IngestResult> {
  const result = emptyResult();
  const pending = new Map<string, Pending>();
  for (const [index, record] of records.entries()) {
    if (index > 0 && index % CHECKS_PER_TURN === 0) await setImmediate();
    const line = record.line ?? offset + index + 1;
    const outcome = recordEventOf(input.userId, record, deps.clock);
    if (!outcome.ok) reject(result, line, outcome.message);
    else if (pending.has(outcome.event.streamId)) result.counts.duplicates += 1;
    else pending.set(outcome.event.streamId, { record, event: outcome.event });
  }
  for (let attempt = 1; pending.size > 0; attempt += 1) {
    if (attempt > ATTEMPTS) throw new Error(`Bulk ingest: ${pending.size} streams still conflicting after ${ATTEMPTS} attempts`);
    await appendPending(deps, input, pending, result);
  }
  return result;
}

/** Appends what is still pending; writes that lost a race stay pending for the next attempt. */
async function appendPending(deps: IngestDeps, input: IngestInput, pending: Map<string, Pending>, result: IngestResult): Promise<void> {
  const heads = await deps.eventStore.readStreamHeads([...pending.keys()]);
  const writes: StreamWrite[] = [];
  const context: CommandContext = { actor: input.actor, correlationId: input.correlationId, now: deps.clock(), importId: input.importId };
  for (const [streamId, item] of pending) {
    const plan = planWrite(heads.get(streamId));
    if (plan.action === 'duplicate') {
      result.counts.duplicates += 1;
      result.live.push(streamId);
      pending.delete(streamId);
      continue;
    }
    writes.push({ streamId, expectedRevision: plan.expectedRevision, events: [envelopeOf(input, item.event, plan.revision, context)] });
  }
  if (writes.length === 0) return;
  const appended = await deps.eventStore.appendMany(writes);
  result.position = laterPosition(result.position, appended.position);
  for (const outcome of appended.outcomes) {
    if (outcome.status !== 'appended') continue;
    const item = pending.get(outcome.streamId)!;
    result.counts[COUNT_OF_KIND[item.record.kind]] += 1;
    result.created.push(outcome.streamId);
    pending.delete(outcome.streamId);
  }
}

function envelopeOf(input: IngestInput, event: RecordEvent, revision: bigint, context: CommandContext): EventToAppend {
  return toEnvelope({ ...event, eventId: uuidFromText(`${event.streamId}|${revision}|${input.importId ?? input.correlationId}`) }, context);
}

function reject(result: IngestResult, line: number, message: string): void {
  result.counts.rejected += 1;
  result.errors.push({ line, message });
}

function laterPosition(a: Position | undefined, b: Position | undefined): Position | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return comparePositions(a, b) >= 0 ? a : b;
}
