import { DAY_MS, PasswordResetRequested, QUEUES, jobIdFromEvent, type EmailJob } from '@glyco/contracts';
import type { JobSink } from './job-sink';
import { defineReactor } from './reactor';

/** PasswordResetRequested -> the email job that issues the token and mails the link. */
export function sendResetEmailReactor(sink: JobSink) {
  return defineReactor(
    {
      name: 'send_reset_email',
      version: 1,
      handles: [PasswordResetRequested.type],
      // A reset link lives 60 minutes; mailing one for a request a day old helps nobody.
      maxEventAgeMs: DAY_MS,
      jobFor(event) {
        const data: EmailJob = { kind: 'password-reset', userId: String(event.data.userId), requestEventId: event.eventId };
        return { queue: QUEUES.emails, name: data.kind, jobId: jobIdFromEvent(data.kind, event.eventId), data };
      },
    },
    sink,
  );
}
