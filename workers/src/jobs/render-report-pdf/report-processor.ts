import type { Job } from 'bullmq';
import { reportJobSchema } from '@glyco/contracts';
import { createSignal, waitForPosition } from '@glyco/projections';
import { parseJobData } from '../../runtime/parse-job-data';
import { processReportJob, type ReportJobDeps } from './process-report';
import { REPORT_READ_MODELS } from './report-data';

const READ_MODEL_WAIT_MS = 10_000;

/** The `reports` queue's processor. */
export function reportProcessor(deps: Omit<ReportJobDeps, 'readModelsReached'>) {
  const committed = createSignal();
  const readModelsReached: ReportJobDeps['readModelsReached'] = (position) =>
    waitForPosition(deps.pool, committed, position, REPORT_READ_MODELS, READ_MODEL_WAIT_MS);
  return (job: Job) => processReportJob({ ...deps, readModelsReached }, parseJobData(reportJobSchema, job.data));
}
