import type pg from 'pg';
import {
  addIngestCounts,
  EMPTY_INGEST_COUNTS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ImportChunkIngested,
  ImportCompleted,
  ImportFailed,
  ImportStarted,
  streamIds,
  type Clock,
  type ImportFileJob,
  type ImportEvent,
  type IngestCounts,
} from '@glyco/contracts';
import { newEvent, readStreamOrEmpty, type EventStore, type NewEvent } from '@glyco/event-store';
import { readImportFile, UnknownImportFormatError, type ImportFileInput, type ParsedImport } from '../formats';
import { ingestRecords } from '../ingest/ingest-records';
import { appendImportStep } from './import-events';
import { claimOwnWrites } from './claim-own-writes';
import { foldImport, type ImportState } from './import-state';
import { deleteImportUpload, findImportUpload } from './uploads-table';

export interface ImportJobDeps {
  store: EventStore;
  pool: pg.Pool;
  clock: Clock;
  /** The person's IANA zone, in which device-local file times are read. */
  timeZoneOf(userId: string): Promise<string>;
  /** Told after each chunk, for the queue's own view of the job. */
  onProgress?(progress: { done: number; total: number }): Promise<void>;
}

export type ImportJobOutcome = 'completed' | 'failed' | 'already-finished';

/**
 * Reads the uploaded file, appends its records chunk by chunk (an event on `import-<id>` after
 * each, with the streams it logged), and deletes the file once the import is finished. A retried
 * job resumes after the last chunk recorded.
 */
export async function processImportJob(deps: ImportJobDeps, job: ImportFileJob): Promise<ImportJobOutcome> {
  const history = await readStreamOrEmpty(deps.store, streamIds.import(job.importId));
  const state = foldImport(history);
  const revision = history.at(-1)?.revision;
  if (state.requested === undefined || revision === undefined) throw new Error(`Import ${job.importId} was never requested`);
  if (state.finished) {
    await deleteImportUpload(deps.pool, job.importId);
    return 'already-finished';
  }
  const upload = await findImportUpload(deps.pool, job.importId);
  if (!upload) return failImport(deps, job, revision, IMPORT_MESSAGES.uploadGone);
  const timeZone = await deps.timeZoneOf(job.userId);
  const parsed = await parseUpload({ bytes: upload.bytes, contentType: upload.contentType, fileName: state.requested.fileName }, timeZone, deps.clock());
  if (!parsed.ok) return failImport(deps, job, revision, parsed.message);
  const run: ImportRun = { deps, job, state, revision, records: parsed.result.records };
  const progress = state.started ? state : await startImport(run, parsed.result);
  const counts = await ingestChunks(run, progress);
  await appendStep(run, 'completed', newEvent(ImportCompleted, { ...idsOf(job), counts }));
  await deleteImportUpload(deps.pool, job.importId);
  return 'completed';
}

/** One run of the job: what it read, and the stream revision it appends at. */
interface ImportRun {
  deps: ImportJobDeps;
  job: ImportFileJob;
  state: ImportState;
  revision: bigint;
  records: ParsedImport['records'];
}

type Progress = Pick<ImportState, 'counts' | 'errors'>;

async function appendStep(run: ImportRun, step: string, event: NewEvent<ImportEvent>): Promise<void> {
  run.revision = await appendImportStep(run.deps.store, step, event, run.revision, run.deps.clock());
}

const idsOf = (job: ImportFileJob) => ({ importId: job.importId, userId: job.userId });

/** Records the format, the number of records and what reading the file already counted. */
async function startImport(run: ImportRun, parsed: ParsedImport): Promise<Progress> {
  const counts = { ...EMPTY_INGEST_COUNTS, duplicates: parsed.duplicates, rejected: parsed.errors.length };
  const errors = parsed.errors.slice(0, IMPORT_LIMITS.errorsKept);
  const deviceKind = parsed.deviceKind ? { deviceKind: parsed.deviceKind } : {};
  await appendStep(run, 'started', newEvent(ImportStarted, { ...idsOf(run.job), format: parsed.format, ...deviceKind, total: run.records.length, counts, errors }));
  return { counts, errors };
}

/** Appends the chunks not yet recorded, each followed by its event; answers the final counts. */
async function ingestChunks(run: ImportRun, start: Progress): Promise<IngestCounts> {
  const { deps, job, state, records } = run;
  const actor = { userId: job.userId, role: 'patient' as const };
  let progress = start;
  for (let chunk = state.chunksDone; chunk * IMPORT_LIMITS.chunkSize < records.length; chunk += 1) {
    const slice = records.slice(chunk * IMPORT_LIMITS.chunkSize, (chunk + 1) * IMPORT_LIMITS.chunkSize);
    const input = { userId: job.userId, actor, importId: job.importId, correlationId: job.importId, records: slice };
    const ingested = await ingestRecords({ eventStore: deps.store, clock: deps.clock }, input);
    const resumed = state.started && chunk === state.chunksDone;
    const result = resumed ? await claimOwnWrites(deps.store, job.importId, ingested) : ingested;
    const counts = addIngestCounts(progress.counts, result.counts);
    const errors = result.errors.slice(0, IMPORT_LIMITS.errorsKept - progress.errors.length);
    const done = Math.min(records.length, (chunk + 1) * IMPORT_LIMITS.chunkSize);
    await appendStep(run, `chunk-${chunk}`, newEvent(ImportChunkIngested, { ...idsOf(job), chunk, done, counts, created: result.created, errors }));
    progress = { counts, errors: [...progress.errors, ...errors] };
    await deps.onProgress?.({ done, total: records.length });
  }
  return progress.counts;
}

type ParseOutcome = { ok: true; result: ParsedImport } | { ok: false; message: string };

async function parseUpload(input: ImportFileInput, timeZone: string, now: Date): Promise<ParseOutcome> {
  try {
    return { ok: true, result: await readImportFile(input, { timeZone, now }) };
  } catch (error) {
    if (error instanceof UnknownImportFormatError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Records why the import stopped; nothing from the file is appended after this. */
export async function failImport(deps: Pick<ImportJobDeps, 'store' | 'pool' | 'clock'>, job: ImportFileJob, revision: bigint, message: string): Promise<'failed'> {
  await appendImportStep(deps.store, 'failed', newEvent(ImportFailed, { ...idsOf(job), message }), revision, deps.clock());
  await deleteImportUpload(deps.pool, job.importId);
  return 'failed';
}
