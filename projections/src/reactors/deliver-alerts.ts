import { AlertRaised, ALERT_LEVEL_OF, DAY_MS, QUEUES, jobIdFromEvent, type AlertKind, type AlertRaisedEmailJob } from '@glyco/contracts';
import type { Projection } from '../engine/projection';
import type { JobSink } from './job-sink';
import { defineReactor } from './reactor';

/** Told at once: the alerts someone must act on and the reminders, unless raised in quiet hours (which never hold urgent low). */
const isToldAtOnce = (data: Record<string, unknown>) => (ALERT_LEVEL_OF[data.kind as AlertKind] === 'urgent' || data.kind === 'reminder') && data.quiet !== true;

/**
 * AlertRaised (urgent or a reminder, not quiet) -> the email that tells the person. Another channel (Web Push, a
 * webhook) is another reactor like this one and its job's processor.
 */
export function deliverAlertsReactor(sink: JobSink): Projection {
  const reactor = defineReactor(
    {
      name: 'deliver_alerts_by_email',
      version: 1,
      handles: [AlertRaised.type],
      // An alert told an hour late is not telling; a rebuild mails nothing old.
      maxEventAgeMs: DAY_MS / 24,
      jobFor(event) {
        const data: AlertRaisedEmailJob = { kind: 'alert-raised', userId: String(event.data.userId), alertId: String(event.data.alertId), raisedEventId: event.eventId };
        return { queue: QUEUES.emails, name: data.kind, jobId: jobIdFromEvent(data.kind, event.eventId), data };
      },
    },
    sink,
  );
  return {
    ...reactor,
    async apply(ctx, event) {
      if (isToldAtOnce(event.data)) await reactor.apply(ctx, event);
    },
  };
}
