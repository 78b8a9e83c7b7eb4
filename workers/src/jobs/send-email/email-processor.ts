import type { Job } from 'bullmq';
import { emailJobSchema } from '@glyco/contracts';
import { parseJobData } from '../../runtime/parse-job-data';
import { processPasswordResetEmail, type PasswordResetEmailDeps } from './process-password-reset';

export type EmailProcessorDeps = PasswordResetEmailDeps;

/** The `emails` queue's processor: one branch per kind of email. */
export function emailProcessor(deps: EmailProcessorDeps) {
  return async (job: Job): Promise<string> => {
    const data = parseJobData(emailJobSchema, job.data);
    switch (data.kind) {
      case 'password-reset':
        return processPasswordResetEmail(deps, String(job.id), data);
    }
  };
}
