import { DAY_MS, FollowerInvited, QUEUES, jobIdFromEvent, type EmailJob } from '@glyco/contracts';
import type { JobSink } from './job-sink';
import { defineReactor } from './reactor';

/** FollowerInvited -> the email job that mails the invitation's single-use link. */
export function sendInvitationEmailReactor(sink: JobSink) {
  return defineReactor(
    {
      name: 'send_invitation_email',
      version: 1,
      handles: [FollowerInvited.type],
      // An invitation not mailed within a week is better made again than mailed late.
      maxEventAgeMs: 7 * DAY_MS,
      jobFor(event) {
        const data: EmailJob = { kind: 'follower-invitation', personId: String(event.data.personId), invitationId: String(event.data.invitationId) };
        return { queue: QUEUES.emails, name: data.kind, jobId: jobIdFromEvent(data.kind, event.eventId), data };
      },
    },
    sink,
  );
}
