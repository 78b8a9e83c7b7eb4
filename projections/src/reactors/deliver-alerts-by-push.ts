import type { Projection } from '../engine/projection';
import { alertChannelReactor } from './alert-channel-reactor';
import type { JobSink } from './job-sink';

/**
 * AlertRaised (not quiet) -> Web Push to the person's browsers and installed apps (and, for an
 * urgent low, their followers allowed alerts); the job does nothing for no subscription.
 */
export const deliverAlertsByPushReactor = (sink: JobSink): Projection => alertChannelReactor(sink, 'deliver_alerts_by_push', 'alert-push');
