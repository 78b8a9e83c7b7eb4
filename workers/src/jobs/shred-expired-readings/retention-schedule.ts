import type { Processor } from 'bullmq';
import { DAY_MS, QUEUES } from '@glyco/contracts';
import type { JobQueues } from '../../queues/job-queues';
import { shredExpiredReadings, type RetentionDeps } from './shred-expired-readings';

export const RETENTION_JOB = 'shred-expired-readings';

/**
 * A BullMQ job scheduler runs the shredding once a day, whichever worker process takes it. With
 * RETENTION_DAYS unset the schedule is removed, so turning retention off takes effect too.
 */
export async function scheduleRetention(queues: JobQueues, retentionDays: number | undefined): Promise<void> {
  const queue = queues.queue(QUEUES.retention);
  if (retentionDays === undefined) {
    await queue.removeJobScheduler(RETENTION_JOB);
    return;
  }
  await queue.upsertJobScheduler(RETENTION_JOB, { every: DAY_MS }, { name: RETENTION_JOB, data: {} });
}

export function retentionProcessor(deps: Omit<RetentionDeps, 'retentionDays'> & { retentionDays: number | undefined }): Processor {
  return async () => {
    const { retentionDays } = deps;
    return retentionDays === undefined ? undefined : shredExpiredReadings({ ...deps, retentionDays });
  };
}
