import type { QueueName } from '@glyco/contracts';

export interface ReactorJob {
  queue: QueueName;
  name: string;
  /** Derived from the causing event's id, so enqueueing it again is a no-op. */
  jobId: string;
  data: Record<string, unknown>;
}

/** Where reactors put jobs: the queues of `@glyco/workers`, injected by the composition root. */
export interface JobSink {
  enqueue(queue: QueueName, job: Omit<ReactorJob, 'queue'>): Promise<void>;
}
