import { decideEscalation, type AlertJob } from '@glyco/contracts';
import { decideOnAlerts, jobContext } from './alert-stream';
import type { AlertJobDeps } from './evaluate-reading';
import { loadAlertPerson } from './person';

type EscalateJob = Extract<AlertJob, { kind: 'escalate' }>;

/**
 * Runs `escalateAfterMinutes` after an urgent low was raised: if it is still active and nobody
 * answered, it is escalated and each emergency contact with an email gets one.
 */
export async function escalate(deps: AlertJobDeps, jobId: string, job: EscalateJob): Promise<string> {
  const person = await loadAlertPerson(deps.pool, job.userId);
  const contacts = person.contacts.map(({ index, name }) => ({ index, name }));
  const command = { userId: job.userId, alertId: job.alertId, now: deps.now().getTime(), contacts };
  const { events } = await decideOnAlerts(deps.store, job.userId, jobContext(jobId, job.alertId, deps.now()), (state) => decideEscalation(command, state));
  const escalated = events.find((event) => event.type === 'AlertEscalated');
  if (!escalated || escalated.type !== 'AlertEscalated') return 'not escalated';
  for (const contact of escalated.data.contacts) {
    await deps.schedule.email({ kind: 'alert-escalation', userId: job.userId, alertId: job.alertId, escalatedEventId: escalated.eventId, contactIndex: contact.index });
  }
  return `escalated to ${escalated.data.contacts.length}`;
}
