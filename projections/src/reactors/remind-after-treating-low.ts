import { LATE_ARRIVAL_MS, MealLogged, QUEUES, jobIdFromEvent, type AlertJob } from '@glyco/contracts';
import type { Projection } from '../engine/projection';
import type { JobSink } from './job-sink';
import { defineReactor } from './reactor';

/**
 * MealLogged -> the job that asks whether these carbs treated a low and, if so, schedules the
 * recheck reminder 15 minutes after them. Carbs logged long after the fact (a rebuild, an import)
 * remind nobody.
 */
export function remindAfterTreatingLowReactor(sink: JobSink): Projection {
  return defineReactor(
    {
      name: 'remind_after_treating_low',
      version: 1,
      handles: [MealLogged.type],
      maxEventAgeMs: LATE_ARRIVAL_MS,
      jobFor(event) {
        const data: AlertJob = { kind: 'carbs-logged', userId: String(event.data.userId), mealId: String(event.data.mealId), mealEventId: event.eventId };
        return { queue: QUEUES.alerts, name: data.kind, jobId: jobIdFromEvent(data.kind, event.eventId), data };
      },
    },
    sink,
  );
}
