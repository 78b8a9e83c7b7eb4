import type { AlertChannelJob } from '@glyco/contracts';
import { alertWebhookSecret } from '@glyco/runtime';
import { loadAlertPerson } from '../evaluate-alerts/person';
import { sendAndRecord } from '../send-email/alert-delivery';
import { unansweredAlert } from '../send-email/alert-email-facts';
import { dashboardLink } from '../send-email/render-alert-raised-email';
import type { AlertChannelDeps } from './alert-channels-processor';
import { postWebhook } from './post-webhook';
import { assertWebhookTargetAllowed } from './webhook-target';
import { alertWebhookPayload } from './webhook-payload';

/** POSTs an alert to the person's webhook, unless they have none or the alert was answered or ended before the job ran. */
export async function processAlertWebhook(deps: AlertChannelDeps, jobId: string, job: AlertChannelJob, attempt: number): Promise<string> {
  if (await deps.deliveries.wasSent(jobId)) return 'already-sent';
  const person = await loadAlertPerson(deps.pool, job.userId);
  const url = person.settings.webhookUrl;
  if (!url) return 'no webhook';
  const raised = await unansweredAlert(deps.store, job.userId, job.alertId);
  if (!raised) return 'answered or over';
  const payload = alertWebhookPayload(raised, person, dashboardLink(deps.appUrl));
  const secret = alertWebhookSecret(deps.serverSecret, job.userId);
  const attemptFacts = { jobId, userId: job.userId, alertId: job.alertId, causationId: job.raisedEventId, to: new URL(url).host, channel: 'webhook', attempt, now: deps.now() };
  await sendAndRecord(deps, attemptFacts, async () => {
    await assertWebhookTargetAllowed(url, deps.appUrl);
    await postWebhook(url, secret, payload, jobId);
  });
  return 'sent';
}
