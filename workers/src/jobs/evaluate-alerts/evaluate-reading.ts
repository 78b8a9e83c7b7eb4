import type pg from 'pg';
import { UnrecoverableError } from 'bullmq';
import { decideOnReading, lookbackMinutes, streamIds, type AlertJob, type TrendDirection } from '@glyco/contracts';
import { readStreamOrEmpty, type EventStore } from '@glyco/event-store';
import { alertIds, decideOnAlerts, jobContext } from './alert-stream';
import { loadAlertPerson } from './person';
import { recentReadings } from './recent-readings';
import type { AlertSchedule } from './schedule';

export interface AlertJobDeps {
  store: EventStore;
  pool: pg.Pool;
  schedule: AlertSchedule;
  now(): Date;
}

type EvaluateJob = Extract<AlertJob, { kind: 'evaluate-reading' }>;

/** The reading as logged, and when it reached Glyco (its event's recording). */
async function loggedReading(store: EventStore, job: Pick<EvaluateJob, 'readingId' | 'readingEventId'>) {
  const logged = (await readStreamOrEmpty(store, streamIds.glucoseReading(job.readingId))).find((event) => event.eventId === job.readingEventId);
  if (!logged) throw new UnrecoverableError(`No reading event ${job.readingEventId}`);
  const data = logged.data as { valueMgdl: number; timestamp: string; direction?: TrendDirection };
  return { reading: { at: Date.parse(data.timestamp), mgdl: data.valueMgdl, ...(data.direction ? { direction: data.direction } : {}) }, receivedAt: logged.recordedAt.getTime() };
}

/**
 * A live reading against the person's alerts; then the check for silence after it, and for each
 * urgent low it raised, the escalation when it is left unanswered.
 */
export async function evaluateReading(deps: AlertJobDeps, jobId: string, job: EvaluateJob): Promise<string> {
  const { reading, receivedAt } = await loggedReading(deps.store, job);
  const person = await loadAlertPerson(deps.pool, job.userId);
  const { recent, newestBefore } = await recentReadings(deps.pool, job.userId, reading, lookbackMinutes(person.settings), deps.now().getTime());
  const input = { userId: job.userId, reading, receivedAt, newestBefore, recent, settings: person.settings, timeZone: person.timeZone, newId: alertIds(jobId) };
  const { events } = await decideOnAlerts(deps.store, job.userId, jobContext(jobId, job.readingEventId, deps.now()), (state) => decideOnReading(input, state));
  await deps.schedule.later({ kind: 'check-silence', userId: job.userId, readingId: job.readingId, readingEventId: job.readingEventId }, job.readingEventId, person.settings.noData.afterMinutes);
  for (const event of events) {
    if (event.type === 'AlertRaised' && event.data.kind === 'urgentLow') {
      await deps.schedule.later({ kind: 'escalate', userId: job.userId, alertId: event.data.alertId }, event.eventId, person.settings.escalateAfterMinutes);
    }
  }
  return events.map((event) => event.type).join(', ') || 'no change';
}
