import type { RecordedEvent } from '@glyco/event-store';
import type { Projection } from '../engine/projection';
import type { JobSink, ReactorJob } from './job-sink';

export interface ReactorSpec {
  name: string;
  version: number;
  handles: readonly string[];
  /**
   * Events older than this are recorded as stale and enqueue nothing. A new reactor or a rebuild
   * replays the whole log; this keeps a replay from mailing last year's reset links.
   */
  maxEventAgeMs: number;
  jobFor(event: RecordedEvent): ReactorJob;
}

/**
 * A reactor is a projection whose effect is a job. It enqueues inside the batch's transaction:
 * if the batch rolls back, the retry enqueues the same job id again, which the queue ignores, so
 * every handled event leads to exactly one job (at-least-once enqueue, deduplicated by id). Its
 * table is the log of what it did with each event.
 */
export function defineReactor(spec: ReactorSpec, sink: JobSink, now: () => number = Date.now): Projection {
  const table = `${spec.name}_reactions`;
  return {
    name: spec.name,
    version: spec.version,
    tables: [table],
    handles: spec.handles,
    async init({ sql, table: physical }) {
      await sql.query(`CREATE TABLE IF NOT EXISTS ${physical(table)} (
        event_id uuid PRIMARY KEY,
        job_id text NOT NULL,
        queue text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('enqueued', 'stale')),
        reacted_at timestamptz NOT NULL
      )`);
    },
    async apply({ sql, table: physical }, event) {
      const job = spec.jobFor(event);
      const stale = now() - event.recordedAt.getTime() > spec.maxEventAgeMs;
      if (!stale) await sink.enqueue(job.queue, { name: job.name, jobId: job.jobId, data: job.data });
      await sql.query(
        `INSERT INTO ${physical(table)} (event_id, job_id, queue, outcome, reacted_at)
         VALUES ($1, $2, $3, $4, now()) ON CONFLICT (event_id) DO NOTHING`,
        [event.eventId, job.jobId, job.queue, stale ? 'stale' : 'enqueued'],
      );
    },
  };
}
