import { alertsDecider, streamIds, zoneOffsetMinutesAt, type AlertEmailJob, type AlertRaisedData } from '@glyco/contracts';
import { foldHistory, readStreamOrEmpty, type EventStore } from '@glyco/event-store';
import { alertLinkKey, createAlertLinkToken } from '@glyco/runtime';
import type pg from 'pg';
import type { Mailer } from '../../lib/mailer';
import { decideOnAlerts, jobContext } from '../evaluate-alerts/alert-stream';
import { loadAlertPerson } from '../evaluate-alerts/person';
import type { EmailDeliveries } from './email-deliveries';
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

const localClock = (at: string, timeZone: string | undefined) => {
  const instant = new Date(at);
  return new Date(instant.getTime() + zoneOffsetMinutesAt(timeZone, instant) * 60_000).toISOString().slice(11, 16);
};

/**
 * One emergency contact's email for an escalated urgent low, with the link that answers it. Each
 * attempt is recorded on the alert (delivered, or failed and retried with backoff); an alert
 * answered meanwhile is not sent.
 */
export async function processAlertEscalationEmail(deps: AlertEscalationEmailDeps, jobId: string, job: AlertEmailJob, attempt: number): Promise<string> {
  if (await deps.deliveries.wasSent(jobId)) return 'already-sent';
  const history = await readStreamOrEmpty(deps.store, streamIds.alerts(job.userId));
  const state = foldHistory(alertsDecider, history);
  const alert = state.active.urgentLow;
  if (!alert || alert.alertId !== job.alertId || alert.acknowledgedAt !== null) return 'answered or over';
  const raised = history.find((event) => event.type === 'AlertRaised' && event.data.alertId === job.alertId)?.data as AlertRaisedData | undefined;
  const person = await loadAlertPerson(deps.pool, job.userId);
  const contact = person.contacts.find((candidate) => candidate.index === job.contactIndex);
  if (!raised || !contact) return 'no recipient';
  const token = createAlertLinkToken(alertLinkKey(deps.serverSecret), { userId: job.userId, alertId: job.alertId, contactIndex: job.contactIndex });
  const content = renderAlertEscalationEmail({
    contactName: contact.name, personName: person.name, unit: person.unit, valueMgdl: raised.valueMgdl ?? 0, rateMgdlPerMinute: raised.rateMgdlPerMinute,
    since: localClock(raised.at, person.timeZone), minutes: person.settings.escalateAfterMinutes, link: acknowledgeLink(deps.appUrl, token),
  });
  const delivery = { userId: job.userId, alertId: job.alertId, channel: 'email', to: contact.name, attempt };
  const record = (outcome: 'AlertDelivered' | 'AlertDeliveryFailed', reason?: string) =>
    decideOnAlerts(deps.store, job.userId, jobContext(`${jobId}/attempt-${attempt}`, job.escalatedEventId, deps.now()), () => [
      outcome === 'AlertDelivered'
        ? { type: 'AlertDelivered', data: { ...delivery, at: deps.now().toISOString() } }
        : { type: 'AlertDeliveryFailed', data: { ...delivery, at: deps.now().toISOString(), reason: (reason ?? '').slice(0, 500) } },
    ]);
  try {
    await deps.deliveries.deliverUnlessErased(jobId, job.userId, async () => {
      const messageId = `<${jobId}@glyco>`;
      await deps.mailer.send({ to: { name: contact.name, address: contact.email }, messageId, ...content });
      return messageId;
    });
  } catch (error) {
    await record('AlertDeliveryFailed', error instanceof Error ? error.message : String(error));
    throw error;
  }
  await record('AlertDelivered');
  return 'sent';
}
