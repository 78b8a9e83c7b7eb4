import type { AlertRaisedEmailJob } from '@glyco/contracts';
import { loadAlertPerson } from '../evaluate-alerts/person';
import type { AlertEscalationEmailDeps } from './process-alert-escalation';
import { sendAndRecord } from './alert-delivery';
import { localClock, unansweredAlert } from './alert-email-facts';
import { dashboardLink, renderAlertRaisedEmail } from './render-alert-raised-email';

/** Tells the person of an urgent alert by email, unless it was answered or ended before the job ran. */
export async function processAlertRaisedEmail(deps: AlertEscalationEmailDeps, jobId: string, job: AlertRaisedEmailJob, attempt: number): Promise<string> {
  if (await deps.deliveries.wasSent(jobId)) return 'already-sent';
  const raised = await unansweredAlert(deps.store, job.userId, job.alertId);
  if (!raised) return 'answered or over';
  const person = await loadAlertPerson(deps.pool, job.userId);
  if (!person.email) throw new Error(`No profile read yet for ${job.userId}`);
  const content = renderAlertRaisedEmail({
    personName: person.name, kind: raised.kind, unit: person.unit, valueMgdl: raised.valueMgdl, rateMgdlPerMinute: raised.rateMgdlPerMinute,
    at: localClock(raised.at, person.timeZone), escalateAfterMinutes: raised.kind === 'urgentLow' ? person.settings.escalateAfterMinutes : null, link: dashboardLink(deps.appUrl),
  });
  const attemptFacts = { jobId, userId: job.userId, alertId: job.alertId, causationId: job.raisedEventId, to: person.name, attempt, now: deps.now() };
  await sendAndRecord(deps, attemptFacts, (messageId) => deps.mailer.send({ to: { name: person.name, address: person.email }, messageId, ...content }));
  return 'sent';
}
