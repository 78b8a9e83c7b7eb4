import type { Projection } from '../engine/projection';
import { alertChannelReactor } from './alert-channel-reactor';
import type { JobSink } from './job-sink';

/**
 * AlertRaised (not quiet) -> a POST to the person's webhook. Every level goes, so a receiver can
 * choose; the job does nothing for a person without a webhook.
 */
export const deliverAlertsByWebhookReactor = (sink: JobSink): Projection => alertChannelReactor(sink, 'deliver_alerts_by_webhook', 'alert-webhook');
