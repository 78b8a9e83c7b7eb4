import { QUEUES, jobIdFromEvent, type AlertEmailJob, type AlertJob } from '@glyco/contracts';
import type { JobQueues } from '../../queues/job-queues';

/** The jobs alerts lead to: delayed checks (a silence, an escalation) and deliveries, each once per causing event. */
export interface AlertSchedule {
  /** How long an alert setting's minute lasts: 60 000 ms, shorter in tests so a minute needs no waiting. */
  minuteMs: number;
  later(job: AlertJob, causingEventId: string, minutes: number): Promise<void>;
  email(job: AlertEmailJob): Promise<void>;
}

export function alertSchedule(queues: JobQueues, minuteMs = 60_000): AlertSchedule {
  return {
    minuteMs,
    async later(job, causingEventId, minutes) {
      await queues.queue(QUEUES.alerts).add(job.kind, job, { jobId: jobIdFromEvent(job.kind, causingEventId), delay: Math.round(minutes * minuteMs) });
    },
    async email(job) {
      await queues.enqueue(QUEUES.emails, { name: job.kind, jobId: jobIdFromEvent(`${job.kind}-${job.contactIndex}`, job.escalatedEventId), data: job });
    },
  };
}
