import type { Job } from 'bullmq';
import { emailJobSchema } from '@glyco/contracts';
import { parseJobData } from '../../runtime/parse-job-data';
import { processPasswordResetEmail, type PasswordResetEmailDeps } from './process-password-reset';
import { processAlertEscalationEmail, type AlertEscalationEmailDeps } from './process-alert-escalation';
import { processAlertRaisedEmail } from './process-alert-raised';
import { processAlertFollowersEmail } from './process-alert-followers';
import { processFollowerInvitationEmail, type FollowerInvitationEmailDeps } from './process-follower-invitation';

export type EmailProcessorDeps = PasswordResetEmailDeps & AlertEscalationEmailDeps & FollowerInvitationEmailDeps;

/** The `emails` queue's processor: one branch per kind of email. */
export function emailProcessor(deps: EmailProcessorDeps) {
  return async (job: Job): Promise<string> => {
    const data = parseJobData(emailJobSchema, job.data);
    switch (data.kind) {
      case 'password-reset':
        return processPasswordResetEmail(deps, String(job.id), data);
      case 'alert-escalation':
        return processAlertEscalationEmail(deps, String(job.id), data, job.attemptsMade + 1);
      case 'alert-raised':
        return processAlertRaisedEmail(deps, String(job.id), data, job.attemptsMade + 1);
      case 'alert-followers':
        return processAlertFollowersEmail(deps, String(job.id), data, job.attemptsMade + 1);
      case 'follower-invitation':
        return processFollowerInvitationEmail(deps, String(job.id), data);
    }
  };
}
