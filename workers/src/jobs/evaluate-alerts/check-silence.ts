import { decideOnSilence, streamIds, type AlertJob } from '@glyco/contracts';
import { readStreamOrEmpty } from '@glyco/event-store';
import { loadLatestSensorReading } from '@glyco/projections';
import { alertIds, decideOnAlerts, jobContext } from './alert-stream';
import type { AlertJobDeps } from './evaluate-reading';
import { loadAlertPerson } from './person';

type SilenceJob = Extract<AlertJob, { kind: 'check-silence' }>;

/**
 * Runs `noData.afterMinutes` after a live reading: when no reading was taken since, the sensor
 * went silent. A newer reading scheduled its own check.
 */
export async function checkSilence(deps: AlertJobDeps, jobId: string, job: SilenceJob): Promise<string> {
  const evaluated = (await readStreamOrEmpty(deps.store, streamIds.glucoseReading(job.readingId))).find((event) => event.eventId === job.readingEventId);
  if (!evaluated) return 'reading gone';
  const latest = await loadLatestSensorReading(deps.pool, job.userId);
  if (latest && latest.takenAt.getTime() > Date.parse(String(evaluated.data.timestamp))) return 'data since';
  const person = await loadAlertPerson(deps.pool, job.userId);
  const lastArrivalAt = evaluated.recordedAt.getTime();
  // The silence in the settings' minutes, which tests shorten (AlertSchedule.minuteMs).
  const now = lastArrivalAt + (deps.now().getTime() - lastArrivalAt) * (60_000 / deps.schedule.minuteMs);
  const input = { userId: job.userId, now, lastArrivalAt, settings: person.settings, timeZone: person.timeZone, newId: alertIds(jobId) };
  const { events } = await decideOnAlerts(deps.store, job.userId, jobContext(jobId, job.readingEventId, deps.now()), (state) => decideOnSilence(input, state));
  return events.length > 0 ? 'no data raised' : 'no change';
}
