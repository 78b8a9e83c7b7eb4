import type { Projection } from '../engine/projection';
import type { JobSink } from './job-sink';
import { deliverAlertsReactor } from './deliver-alerts';
import { deliverAlertsByWebhookReactor } from './deliver-alerts-by-webhook';
import { deliverAlertsByPushReactor } from './deliver-alerts-by-push';
import { evaluateAlertsReactor } from './evaluate-alerts';
import { tellFollowersOfUrgentLowsReactor } from './tell-followers-of-urgent-lows';
import { remindAfterTreatingLowReactor } from './remind-after-treating-low';
import { importFileReactor } from './import-file';
import { renderReportReactor } from './render-report';
import { sendResetEmailReactor } from './send-reset-email';
import { sendInvitationEmailReactor } from './send-invitation-email';

export type { JobSink, ReactorJob } from './job-sink';
export { defineReactor, type ReactorSpec } from './reactor';

/** Every reactor, bound to the queues it enqueues into. */
export function createReactors(sink: JobSink): Projection[] {
  return [sendResetEmailReactor(sink), renderReportReactor(sink), importFileReactor(sink), evaluateAlertsReactor(sink), deliverAlertsReactor(sink), deliverAlertsByWebhookReactor(sink), deliverAlertsByPushReactor(sink), sendInvitationEmailReactor(sink), tellFollowersOfUrgentLowsReactor(sink), remindAfterTreatingLowReactor(sink)];
}
