import type { Job } from 'bullmq';
import type pg from 'pg';
import { IMPORT_MESSAGES, importFileJobSchema, streamIds, type ImportFileJob } from '@glyco/contracts';
import type { EventStore } from '@glyco/event-store';
import { failImport, foldImport, processImportJob, type ImportJobDeps } from '@glyco/imports';
import { findUser } from '@glyco/projections';
import { parseJobData } from '../../runtime/parse-job-data';

/** Files without a zone of their own are read in UTC until the person's profile names one. */
const DEFAULT_TIME_ZONE = 'UTC';

/** The `imports` queue's processor. On its last attempt, an import that keeps failing is recorded as failed. */
export function importProcessor(deps: { store: EventStore; pool: pg.Pool; clock: () => Date }) {
  const timeZoneOf = async (userId: string) => (await findUser(deps.pool, userId))?.settings.timeZone ?? DEFAULT_TIME_ZONE;
  return async (job: Job) => {
    const jobDeps: ImportJobDeps = { ...deps, timeZoneOf, onProgress: (progress) => job.updateProgress(progress) };
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
