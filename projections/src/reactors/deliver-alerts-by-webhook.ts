import { AlertRaised, DAY_MS, QUEUES, jobIdFromEvent, type AlertChannelJob } from '@glyco/contracts';
import type { Projection } from '../engine/projection';
import type { JobSink } from './job-sink';
import { defineReactor } from './reactor';

/**
 * AlertRaised (not quiet) -> a POST to the person's webhook. Every level goes, so a receiver can
 * choose; the job does nothing for a person without a webhook.
 */
export function deliverAlertsByWebhookReactor(sink: JobSink): Projection {
  const reactor = defineReactor(
    {
      name: 'deliver_alerts_by_webhook',
      version: 1,
      handles: [AlertRaised.type],
      // An alert told an hour late is not telling; a rebuild posts nothing old.
      maxEventAgeMs: DAY_MS / 24,
      jobFor(event) {
        const data: AlertChannelJob = { kind: 'alert-webhook', userId: String(event.data.userId), alertId: String(event.data.alertId), raisedEventId: event.eventId };
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
