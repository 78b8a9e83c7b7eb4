import { AlertRaised, DAY_MS, QUEUES, jobIdFromEvent, type AlertChannelJob } from '@glyco/contracts';
import type { Projection } from '../engine/projection';
import type { JobSink } from './job-sink';
import { defineReactor } from './reactor';

/** AlertRaised (not quiet) -> one `alert-channels` job of `kind`, keyed by the event, for the channel's processor. */
export function alertChannelReactor(sink: JobSink, name: string, kind: AlertChannelJob['kind']): Projection {
  const reactor = defineReactor(
    {
      name,
      version: 1,
      handles: [AlertRaised.type],
      // An alert told an hour late is not telling; a rebuild tells nothing old.
      maxEventAgeMs: DAY_MS / 24,
      jobFor(event) {
        const data = { kind, userId: String(event.data.userId), alertId: String(event.data.alertId), raisedEventId: event.eventId } as AlertChannelJob;
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
