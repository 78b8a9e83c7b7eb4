import { UnrecoverableError } from 'bullmq';
import {
  decideRecheckReminder, evolveAlerts, initialAlertState, isTreatingLow, minutesUntilRecheck, streamIds,
  type AlertEvent, type AlertJob, type AlertState, type SensorValue,
} from '@glyco/contracts';
import { readStreamOrEmpty, type EventStore } from '@glyco/event-store';
import { loadLatestSensorReading } from '@glyco/projections';
import type pg from 'pg';
import { alertIds, decideOnAlerts, jobContext } from './alert-stream';
import type { AlertJobDeps } from './evaluate-reading';
import { loadAlertPerson } from './person';

type CarbsJob = Extract<AlertJob, { kind: 'carbs-logged' | 'recheck-after-low' }>;

/** The carbs as logged and when they were eaten. */
async function loggedCarbs(store: EventStore, job: CarbsJob) {
  const logged = (await readStreamOrEmpty(store, streamIds.meal(job.mealId))).find((event) => event.eventId === job.mealEventId);
  if (!logged) throw new UnrecoverableError(`No meal event ${job.mealEventId}`);
  const data = logged.data as { totalCarbs: number; timestamp: string };
  return { carbs: data.totalCarbs, treatedAt: Date.parse(data.timestamp) };
}

async function latestSensorValue(pool: pg.Pool, userId: string): Promise<SensorValue | null> {
  const latest = await loadLatestSensorReading(pool, userId);
  return latest ? { at: latest.takenAt.getTime(), mgdl: latest.mgdl } : null;
}

async function alertState(store: EventStore, userId: string): Promise<AlertState> {
  const events = await readStreamOrEmpty(store, streamIds.alerts(userId));
  return events.reduce((state, event) => evolveAlerts(state, event as unknown as AlertEvent), initialAlertState());
}

/** An alert setting's minutes since `from`, as the schedule counts them (tests shorten a minute). */
const scaledNow = (deps: AlertJobDeps, from: number) => from + (deps.now().getTime() - from) * (60_000 / deps.schedule.minuteMs);

/** Carbs logged live: when they treat a low, the recheck reminder is scheduled for 15 minutes after them. */
export async function carbsLogged(deps: AlertJobDeps, jobId: string, job: Extract<CarbsJob, { kind: 'carbs-logged' }>): Promise<string> {
  const person = await loadAlertPerson(deps.pool, job.userId);
  if (!person.settings.reminders.recheckAfterLow.enabled) return 'turned off';
  const { carbs, treatedAt } = await loggedCarbs(deps.store, job);
  const latest = await latestSensorValue(deps.pool, job.userId);
  const before = latest && latest.at <= treatedAt + 60_000 ? latest : null;
  if (!isTreatingLow(carbs, before, await alertState(deps.store, job.userId))) return 'not for a low';
  const minutes = minutesUntilRecheck(treatedAt, scaledNow(deps, treatedAt));
  if (minutes <= 0) return 'logged too late to remind';
  await deps.schedule.later({ ...job, kind: 'recheck-after-low' }, job.mealEventId, minutes);
  return `recheck in ${Math.round(minutes)} min`;
}

/** 15 minutes after carbs for a low: the reminder to recheck, unless glucose is back in range. */
export async function recheckAfterLow(deps: AlertJobDeps, jobId: string, job: Extract<CarbsJob, { kind: 'recheck-after-low' }>): Promise<string> {
  const { treatedAt } = await loggedCarbs(deps.store, job);
  const person = await loadAlertPerson(deps.pool, job.userId);
  const input = { userId: job.userId, treatedAt, now: deps.now().getTime(), latest: await latestSensorValue(deps.pool, job.userId), timeZone: person.timeZone, newId: alertIds(jobId) };
  const { events } = await decideOnAlerts(deps.store, job.userId, jobContext(jobId, job.mealEventId, deps.now()), (state) => decideRecheckReminder(input, state));
  return events.length > 0 ? 'reminded' : 'back in range';
}
