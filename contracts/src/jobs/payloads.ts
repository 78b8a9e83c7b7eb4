import { z } from 'zod';
import { alertEmailJobSchema, alertFollowersEmailJobSchema, alertRaisedEmailJobSchema } from '../alerts/jobs';
import { followerInvitationEmailJobSchema } from '../followers/jobs';

/** Job data holds ids only: workers read what they need, so no health data or secret sits in a queue. */
export const passwordResetEmailJobSchema = z.object({
  kind: z.literal('password-reset'),
  userId: z.uuid(),
  /** The PasswordResetRequested event this email answers. */
  requestEventId: z.uuid(),
});

export const emailJobSchema = z.discriminatedUnion('kind', [passwordResetEmailJobSchema, alertEmailJobSchema, alertRaisedEmailJobSchema, alertFollowersEmailJobSchema, followerInvitationEmailJobSchema]);
export type EmailJob = z.infer<typeof emailJobSchema>;

export const reportJobSchema = z.object({
  reportId: z.uuid(),
  userId: z.uuid(),
  /** The ReportRequested event. */
  requestEventId: z.uuid(),
});
export type ReportJob = z.infer<typeof reportJobSchema>;

export const importFileJobSchema = z.object({
  importId: z.uuid(),
  userId: z.uuid(),
  /** The ImportRequested event. */
  requestEventId: z.uuid(),
});
export type ImportFileJob = z.infer<typeof importFileJobSchema>;

/** The job id of the job caused by an event, so replaying the event enqueues nothing new. */
export function jobIdFromEvent(jobName: string, eventId: string): string {
  return `${jobName}-${eventId}`;
}
