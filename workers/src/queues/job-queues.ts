import { Queue, Worker, createPostgresBackend, withBackend, type Processor } from 'bullmq';
import { createClient } from 'redis';
import { QUEUE_NAMES, type QueueName } from '@glyco/contracts';
import { DEFAULT_JOB_OPTIONS, DEFAULT_LOCK_TIMINGS, type LockTimings } from './job-options';

export interface JobQueuesOptions {
  /** Redis when set; otherwise BullMQ's PostgreSQL backend on `databaseUrl`. */
  redisUrl: string | undefined;
  databaseUrl: string;
  /** Namespaces the queues: the Redis key prefix, or the PostgreSQL schema `<prefix>_jobs`. */
  prefix?: string;
  lockTimings?: LockTimings;
}

export interface JobToAdd {
  name: string;
  /** Derived from the causing event: adding the same id again is a no-op. */
  jobId: string;
  data: Record<string, unknown>;
}

export interface WorkerSettings {
  concurrency: number;
}

/** One factory for every side of the queues: the API and reactors enqueue, workers consume. */
export interface JobQueues {
  readonly backend: 'redis' | 'postgres';
  enqueue(queue: QueueName, job: JobToAdd): Promise<void>;
  queue(name: QueueName): Queue;
  createWorker(name: QueueName, processor: Processor, settings: WorkerSettings): Worker;
  /** A real round trip to the backend, for the health check. */
  ping(): Promise<string>;
  close(): Promise<void>;
}

const PREFIX_PATTERN = /^[a-z][a-z0-9_]{0,40}$/;

export async function createJobQueues(options: JobQueuesOptions): Promise<JobQueues> {
  const prefix = options.prefix ?? 'glyco';
  if (!PREFIX_PATTERN.test(prefix)) throw new Error(`Queue prefix must match ${PREFIX_PATTERN}`);
  const backend = options.redisUrl ? await redisBackend(options.redisUrl, prefix) : postgresBackend(options.databaseUrl, prefix);
  const timings = options.lockTimings ?? DEFAULT_LOCK_TIMINGS;
  const queues = new Map<QueueName, Queue>(QUEUE_NAMES.map((name) => [name, backend.newQueue(name)]));
  const workers = new Set<Worker>();
  const queue = (name: QueueName) => queues.get(name)!;
  return {
    backend: backend.kind,
    queue,
    async enqueue(name, job) {
      await queue(name).add(job.name, job.data, { jobId: job.jobId });
    },
    createWorker(name, processor, settings) {
      const worker = backend.newWorker(name, processor, {
        concurrency: settings.concurrency,
        lockDuration: timings.lockDurationMs,
        stalledInterval: timings.stalledIntervalMs,
      });
      workers.add(worker);
      return worker;
    },
    async ping() {
      const counts = await queue(QUEUE_NAMES[0]).getJobCounts('waiting', 'active', 'failed');
      return `${backend.kind} (waiting ${counts.waiting}, active ${counts.active}, failed ${counts.failed})`;
    },
    async close() {
      await Promise.all([...workers].map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((each) => each.close()));
      await backend.close();
    },
  };
}

interface WorkerTuning {
  concurrency: number;
  lockDuration: number;
  stalledInterval: number;
}

interface Backend {
  kind: 'redis' | 'postgres';
  newQueue(name: QueueName): Queue;
  newWorker(name: QueueName, processor: Processor, tuning: WorkerTuning): Worker;
  close(): Promise<void>;
}

async function redisBackend(url: string, prefix: string): Promise<Backend> {
  // node-redis (already a dependency) instead of ioredis: BullMQ adapts a node-redis client it is given.
  const client = createClient({ url });
  client.on('error', () => undefined);
  await client.connect();
  const connection = client as never;
  return {
    kind: 'redis',
    newQueue: (name) => new Queue(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS }),
    newWorker: (name, processor, tuning) => new Worker(name, processor, { connection, prefix, ...tuning }),
    close: async () => void (await client.close()),
  };
}

function postgresBackend(databaseUrl: string, prefix: string): Backend {
  const classes = withBackend(createPostgresBackend);
  // Without migrate: true every worker loops on SchemaMigrationRequiredError.
  const connection = { connectionString: databaseUrl, schema: `${prefix}_jobs`, migrate: true, max: 4 };
  return {
    kind: 'postgres',
    newQueue: (name) => new classes.Queue(name, { connection, defaultJobOptions: DEFAULT_JOB_OPTIONS }) as unknown as Queue,
    newWorker: (name, processor, tuning) => new classes.Worker(name, processor, { connection, ...tuning }) as unknown as Worker,
    close: async () => undefined,
  };
}
