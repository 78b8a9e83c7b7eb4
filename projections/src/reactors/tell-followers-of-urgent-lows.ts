import { AlertRaised, DAY_MS, QUEUES, jobIdFromEvent, type AlertFollowersEmailJob } from '@glyco/contracts';
import type { Projection } from '../engine/projection';
import type { JobSink } from './job-sink';
import { defineReactor } from './reactor';

/**
 * AlertRaised (urgent low) -> one email job for the followers allowed to get alerts: they are told
 * at once, not after the escalation delay. Quiet hours never hold an urgent low.
 */
export function tellFollowersOfUrgentLowsReactor(sink: JobSink): Projection {
  const reactor = defineReactor(
    {
      name: 'tell_followers_of_urgent_lows',
      version: 1,
      handles: [AlertRaised.type],
      // An alert told an hour late is not telling; a rebuild mails nothing old.
      maxEventAgeMs: DAY_MS / 24,
      jobFor(event) {
        const data: AlertFollowersEmailJob = { kind: 'alert-followers', userId: String(event.data.userId), alertId: String(event.data.alertId), raisedEventId: event.eventId };
        return { queue: QUEUES.emails, name: data.kind, jobId: jobIdFromEvent(data.kind, event.eventId), data };
      },
    },
    sink,
  );
  return {
    ...reactor,
    async apply(ctx, event) {
      if (event.data.kind === 'urgentLow') await reactor.apply(ctx, event);
    },
  };
}
