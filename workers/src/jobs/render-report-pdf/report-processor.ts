import type { Job } from 'bullmq';
import { reportJobSchema } from '@glyco/contracts';
import { createCommitWaiter } from '@glyco/projections';
import { parseJobData } from '../../runtime/parse-job-data';
import { processReportJob, type ReportJobDeps } from './process-report';
import { REPORT_READ_MODELS } from './report-data';

const READ_MODEL_WAIT_MS = 10_000;

/** The `reports` queue's processor; `close` ends its wait for projector commits. */
export function reportProcessor(deps: Omit<ReportJobDeps, 'readModelsReached'>) {
  // The projector runs in another process: its commits wake the wait at once.
  const waiter = createCommitWaiter(deps.pool);
  const readModelsReached: ReportJobDeps['readModelsReached'] = (position) => waiter.waitFor(position, REPORT_READ_MODELS, READ_MODEL_WAIT_MS);
  return {
    process: (job: Job) => processReportJob({ ...deps, readModelsReached }, parseJobData(reportJobSchema, job.data)),
    close: () => waiter.close(),
  };
}
