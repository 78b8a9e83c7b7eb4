import { AlertRaised, DAY_MS, QUEUES, jobIdFromEvent, type AlertChannelJob } from '@glyco/contracts';
import type { Projection } from '../engine/projection';
import type { JobSink } from './job-sink';
import { defineReactor } from './reactor';

/**
 * AlertRaised (not quiet) -> Web Push to the person's browsers and installed apps (and, for an
 * urgent low, their followers allowed alerts); the job does nothing for no subscription.
 */
export function deliverAlertsByPushReactor(sink: JobSink): Projection {
  const reactor = defineReactor(
    {
      name: 'deliver_alerts_by_push',
      version: 1,
      handles: [AlertRaised.type],
      // An alert told an hour late is not telling; a rebuild pushes nothing old.
      maxEventAgeMs: DAY_MS / 24,
      jobFor(event) {
        const data: AlertChannelJob = { kind: 'alert-push', userId: String(event.data.userId), alertId: String(event.data.alertId), raisedEventId: event.eventId };
        return { queue: QUEUES.alertChannels, name: data.kind, jobId: jobIdFromEvent(data.kind, event.eventId), data };
      },
    },
    sink,
  );
  return {
    ...reactor,
    async apply(ctx, event) {
      if (event.data.quiet !== true) await reactor.apply(ctx, event);
    },
  };
}
