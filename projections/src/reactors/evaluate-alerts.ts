import { GlucoseReadingLogged, LATE_ARRIVAL_MS, QUEUES, jobIdFromEvent, type AlertJob } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection } from '../engine/projection';
import type { JobSink } from './job-sink';
import { defineReactor } from './reactor';

/** Sensor readings are what alerts read; a finger-stick logged by hand is not a live trace. */
const SENSOR_TYPES = new Set(['CGM']);

/**
 * A reading evaluated for alerts: from a sensor, and recorded soon after it was taken. A backfill
 * or an import never raises an alert, so its readings (a year of them, for an import) are passed
 * over without a job or a row.
 */
function isLiveSensorReading(event: RecordedEvent): boolean {
  const data = event.data as { timestamp?: unknown; readingType?: unknown };
  if (typeof data.readingType !== 'string' || !SENSOR_TYPES.has(data.readingType)) return false;
  return event.recordedAt.getTime() - Date.parse(String(data.timestamp)) <= LATE_ARRIVAL_MS;
}

/** GlucoseReadingLogged, live from a sensor -> the job that evaluates it against the person's alerts. */
export function evaluateAlertsReactor(sink: JobSink): Projection {
  const reactor = defineReactor(
    {
      name: 'evaluate_alerts',
      version: 1,
      handles: [GlucoseReadingLogged.type],
      // A reading evaluated later than this would be late by the time its job ran.
      maxEventAgeMs: LATE_ARRIVAL_MS,
      jobFor(event) {
        const data: AlertJob = { kind: 'evaluate-reading', userId: String(event.data.userId), readingId: String(event.data.readingId), readingEventId: event.eventId };
        return { queue: QUEUES.alerts, name: data.kind, jobId: jobIdFromEvent(data.kind, event.eventId), data };
      },
    },
    sink,
  );
  const apply: Projection['apply'] = async (ctx, event) => {
    if (isLiveSensorReading(event)) await reactor.apply(ctx, event);
  };
  return {
    ...reactor,
    apply,
    async applyBatch(ctx, events) {
      for (const event of events) await apply(ctx, event);
    },
  };
}
