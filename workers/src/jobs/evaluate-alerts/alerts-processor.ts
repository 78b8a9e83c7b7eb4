import type { Job } from 'bullmq';
import { alertJobSchema } from '@glyco/contracts';
import { parseJobData } from '../../runtime/parse-job-data';
import { checkSilence } from './check-silence';
import { escalate } from './escalate';
import { carbsLogged, recheckAfterLow } from './recheck-after-low';
import { evaluateReading, type AlertJobDeps } from './evaluate-reading';

/** The `alerts` queue's processor: one branch per job. */
export function alertsProcessor(deps: AlertJobDeps) {
  return async (job: Job): Promise<string> => {
    const data = parseJobData(alertJobSchema, job.data);
    const jobId = String(job.id);
    switch (data.kind) {
      case 'evaluate-reading':
        return evaluateReading(deps, jobId, data);
      case 'check-silence':
        return checkSilence(deps, jobId, data);
      case 'escalate':
        return escalate(deps, jobId, data);
      case 'carbs-logged':
        return carbsLogged(deps, jobId, data);
      case 'recheck-after-low':
        return recheckAfterLow(deps, jobId, data);
    }
  };
}
