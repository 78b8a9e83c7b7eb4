import type { AlertEmailJob } from '@glyco/contracts';
import type { EventStore } from '@glyco/event-store';
import { localClock, unansweredAlert } from './alert-email-facts';
import { alertLinkKey, createAlertLinkToken } from '@glyco/runtime';
import type pg from 'pg';
import type { Mailer } from '../../lib/mailer';
import { loadAlertPerson } from '../evaluate-alerts/person';
import type { EmailDeliveries } from './email-deliveries';
import { sendAndRecord } from './alert-delivery';
import { acknowledgeLink, renderAlertEscalationEmail } from './render-alert-escalation-email';

export interface AlertEscalationEmailDeps {
  store: EventStore;
  pool: pg.Pool;
  deliveries: EmailDeliveries;
  mailer: Mailer;
  serverSecret: string;
  appUrl: string;
  now(): Date;
}

/**
 * One emergency contact's email for an escalated urgent low, with the link that answers it. Each
 * attempt is recorded on the alert (delivered, or failed and retried with backoff); an alert
 * answered meanwhile is not sent.
 */
export async function processAlertEscalationEmail(deps: AlertEscalationEmailDeps, jobId: string, job: AlertEmailJob, attempt: number): Promise<string> {
  if (await deps.deliveries.wasSent(jobId)) return 'already-sent';
  const raised = await unansweredAlert(deps.store, job.userId, job.alertId);
  if (!raised) return 'answered or over';
  const person = await loadAlertPerson(deps.pool, job.userId);
  const contact = person.contacts.find((candidate) => candidate.index === job.contactIndex);
  if (!contact) return 'no recipient';
  const token = createAlertLinkToken(alertLinkKey(deps.serverSecret), { userId: job.userId, alertId: job.alertId, contactIndex: job.contactIndex });
  const content = renderAlertEscalationEmail({
    contactName: contact.name, personName: person.name, unit: person.unit, valueMgdl: raised.valueMgdl ?? 0, rateMgdlPerMinute: raised.rateMgdlPerMinute,
    since: localClock(raised.at, person.timeZone), minutes: person.settings.escalateAfterMinutes, link: acknowledgeLink(deps.appUrl, token),
  });
  const attemptFacts = { jobId, userId: job.userId, alertId: job.alertId, causationId: job.escalatedEventId, to: contact.name, attempt, now: deps.now() };
  await sendAndRecord(deps, attemptFacts, (messageId) => deps.mailer.send({ to: { name: contact.name, address: contact.email }, messageId, ...content }));
  return 'sent';
}
