import type { Job } from 'bullmq';
import type pg from 'pg';
import { IMPORT_MESSAGES, importFileJobSchema, streamIds, type ImportFileJob } from '@glyco/contracts';
import type { EventStore } from '@glyco/event-store';
import { failImport, foldImport, processImportJob, type ImportJobDeps } from '@glyco/imports';
import { storedReadingsOf } from '@glyco/projections';
import { findUser } from '@glyco/projections';
import { parseJobData } from '../../runtime/parse-job-data';

/** Files without a zone of their own are read in UTC until the person's profile names one. */
const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The `imports` queue's processor. A file refused for its format, size or shape is recorded as
 * failed and the job completes, so it is never retried; an import whose person was erased while
 * it ran is dropped. On its last attempt, an import that keeps failing otherwise is recorded as failed.
 */
export function importProcessor(deps: { store: EventStore; pool: pg.Pool; clock: () => Date }) {
  const timeZoneOf = async (userId: string) => (await findUser(deps.pool, userId))?.settings.timeZone ?? DEFAULT_TIME_ZONE;
  const readingsOf = (userId: string) => storedReadingsOf(deps.pool, userId);
  return async (job: Job) => {
    const jobDeps: ImportJobDeps = { ...deps, timeZoneOf, storedReadingsOf: readingsOf, onProgress: (progress) => job.updateProgress(progress) };
    const data = parseJobData(importFileJobSchema, job.data);
    try {
      return await processImportJob(jobDeps, data);
    } catch (error) {
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await recordLastFailure(jobDeps, data);
      throw error;
    }
  };
}

async function recordLastFailure(deps: ImportJobDeps, job: ImportFileJob): Promise<void> {
  const history = await deps.store.readStream(streamIds.import(job.importId));
  if (foldImport(history).finished) return;
  await failImport(deps, job, history.at(-1)!.revision, IMPORT_MESSAGES.failed);
}
