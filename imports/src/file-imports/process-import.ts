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
import { newEvent, PersonErasedError, readStreamOrEmpty, type EventStore, type NewEvent } from '@glyco/event-store';
import { UnknownImportFormatError, type ImportFileInput } from '../formats';
import { ImportLimitError } from '../formats/import-limit-error';
import { parseInThread, type ThreadParsedUpload, type ThreadReadOptions } from '../parse-thread/parse-in-thread';
import type { ParsedSummary } from '../parse-thread/protocol';
import { ingestRecords } from '../ingest/ingest-records';
import { appendImportStep } from './import-events';
import { claimOwnWrites } from './claim-own-writes';
import { foldImport, type ImportState } from './import-state';
import { withPersonImportLock } from './person-lock';
import { deleteImportUpload, findImportUpload } from './uploads-table';

export interface ImportJobDeps {
  store: EventStore;
  pool: pg.Pool;
  clock: Clock;
  /** The person's IANA zone, in which device-local file times are read. */
  timeZoneOf(userId: string): Promise<string>;
  /** Readings the person already stores, for the quota; its failure fails the job (the quota fails closed). */
  storedReadingsOf(userId: string): Promise<number>;
  /** Told after each chunk, for the queue's own view of the job. */
  onProgress?(progress: { done: number; total: number }): Promise<void>;
  /** Tighter limits and a smaller thread, for tests. */
  read?: Pick<ThreadReadOptions, 'limits' | 'heapMb'>;
}

/** `discarded`: the person's data was erased while the import ran; nothing more is kept of it. */
export type ImportJobOutcome = 'completed' | 'failed' | 'already-finished' | 'discarded';

/**
 * Reads the uploaded file in a worker thread, appends its records chunk by chunk (an event on
 * `import-<id>` after each, with the streams it logged), and deletes the file once the import is
 * finished. One person's imports run one at a time. A retried job resumes after the last chunk
 * recorded. A file in no known format or past a limit is recorded as failed, once, and the job
 * ends: the same file would fail the same way again.
 */
export async function processImportJob(deps: ImportJobDeps, job: ImportFileJob): Promise<ImportJobOutcome> {
  try {
    return await withPersonImportLock(deps.pool, job.userId, () => runImport(deps, job));
  } catch (error) {
    if (!isPersonErased(error)) throw error;
    await deleteImportUpload(deps.pool, job.importId);
    return 'discarded';
  }
}

async function runImport(deps: ImportJobDeps, job: ImportFileJob): Promise<ImportJobOutcome> {
  const history = await readStreamOrEmpty(deps.store, streamIds.import(job.importId));
  const state = foldImport(history);
  const revision = history.at(-1)?.revision;
  if (state.requested === undefined || revision === undefined) throw new Error(`Import ${job.importId} was never requested`);
  if (state.finished) {
    await deleteImportUpload(deps.pool, job.importId);
    return 'already-finished';
  }
  const parsed = await readUpload(deps, job, state.requested.fileName);
  if (!parsed.ok) return failImport(deps, job, revision, parsed.message);
  try {
    const run: ImportRun = { deps, job, state, revision, upload: parsed.upload };
    const progress = state.started ? state : await startImport(run, parsed.upload.summary);
    const counts = await ingestChunks(run, progress);
    if (counts === 'quota') return failImport(deps, job, run.revision, IMPORT_MESSAGES.importStoppedAtQuota);
    await appendStep(run, 'completed', newEvent(ImportCompleted, { ...idsOf(job), counts }));
    await deleteImportUpload(deps.pool, job.importId);
    return 'completed';
  } finally {
    await parsed.upload.close();
  }
}

/** One run of the job: the file read in its thread, and the stream revision it appends at. */
interface ImportRun {
  deps: ImportJobDeps;
  job: ImportFileJob;
  state: ImportState;
  revision: bigint;
  upload: ThreadParsedUpload;
}

type Progress = Pick<ImportState, 'counts' | 'errors'>;

async function appendStep(run: ImportRun, step: string, event: NewEvent<ImportEvent>): Promise<void> {
  run.revision = await appendImportStep(run.deps.store, step, event, run.revision, run.deps.clock());
}

const idsOf = (job: ImportFileJob) => ({ importId: job.importId, userId: job.userId });

/** Records the format, the number of records and what reading the file already counted. */
async function startImport(run: ImportRun, parsed: ParsedSummary): Promise<Progress> {
  const counts = { ...EMPTY_INGEST_COUNTS, duplicates: parsed.duplicates, rejected: parsed.rejected };
  const errors = parsed.errors.slice(0, IMPORT_LIMITS.errorsKept);
  const deviceKind = parsed.deviceKind ? { deviceKind: parsed.deviceKind } : {};
  await appendStep(run, 'started', newEvent(ImportStarted, { ...idsOf(run.job), format: parsed.format, ...deviceKind, total: parsed.records, counts, errors }));
  return { counts, errors };
}

/**
 * Appends the chunks not yet recorded, each followed by its event, asking the thread for one
 * chunk at a time; answers the final counts, or 'quota' when the next chunk would take the person
 * past the readings quota (nothing of that chunk is appended).
 */
async function ingestChunks(run: ImportRun, start: Progress): Promise<IngestCounts | 'quota'> {
  const { deps, job, state, upload } = run;
  const total = upload.summary.records;
  const actor = { userId: job.userId, role: 'patient' as const };
  const readingsAllowed = IMPORT_LIMITS.readingsQuota - (await deps.storedReadingsOf(job.userId));
  let readingsAdded = 0;
  let progress = start;
  for (let chunk = state.chunksDone; chunk * IMPORT_LIMITS.chunkSize < total; chunk += 1) {
    const records = await upload.chunk(chunk);
    if (readingsAdded + records.filter((record) => record.kind === 'reading').length > readingsAllowed) return 'quota';
    const input = { userId: job.userId, actor, importId: job.importId, correlationId: job.importId, records };
    const ingested = await ingestRecords({ eventStore: deps.store, clock: deps.clock }, input);
    const resumed = state.started && chunk === state.chunksDone;
    const result = resumed ? await claimOwnWrites(deps.store, job.importId, ingested) : ingested;
    readingsAdded += result.counts.readings;
    const counts = addIngestCounts(progress.counts, result.counts);
    const errors = result.errors.slice(0, Math.max(0, IMPORT_LIMITS.errorsKept - progress.errors.length));
    const done = Math.min(total, (chunk + 1) * IMPORT_LIMITS.chunkSize);
    await appendStep(run, `chunk-${chunk}`, newEvent(ImportChunkIngested, { ...idsOf(job), chunk, done, counts, created: result.created, errors }));
    progress = { counts, errors: [...progress.errors, ...errors] };
    await deps.onProgress?.({ done, total });
  }
  return progress.counts;
}

type ReadOutcome = { ok: true; upload: ThreadParsedUpload } | { ok: false; message: string };

/**
 * Moves the uploaded file into a parse thread; this thread keeps no copy of it. A file in no known
 * format or past a limit is the person's to fix: its message is the import's failure.
 */
async function readUpload(deps: ImportJobDeps, job: ImportFileJob, fileName: string): Promise<ReadOutcome> {
  const upload = await findImportUpload(deps.pool, job.importId);
  if (!upload) return { ok: false, message: IMPORT_MESSAGES.uploadGone };
  const input: ImportFileInput = { bytes: upload.bytes, contentType: upload.contentType, fileName };
  const options: ThreadReadOptions = { ...deps.read, timeZone: await deps.timeZoneOf(job.userId), now: deps.clock() };
  try {
    return { ok: true, upload: await parseInThread(input, options) };
  } catch (error) {
    if (error instanceof UnknownImportFormatError || error instanceof ImportLimitError) return { ok: false, message: error.message };
    throw error;
  }
}

function isPersonErased(error: unknown): boolean {
  return error instanceof PersonErasedError || (error as Error | undefined)?.name === 'PersonErasedError';
}

/** Records why the import stopped; nothing from the file is appended after this. */
export async function failImport(deps: Pick<ImportJobDeps, 'store' | 'pool' | 'clock'>, job: ImportFileJob, revision: bigint, message: string): Promise<'failed'> {
  await appendImportStep(deps.store, 'failed', newEvent(ImportFailed, { ...idsOf(job), message }), revision, deps.clock());
  await deleteImportUpload(deps.pool, job.importId);
  return 'failed';
}
