import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { QUEUES, QUEUE_NAMES, emailJobSchema } from '@glyco/contracts';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { parseJobData } from '../runtime/parse-job-data';
import { createJobQueues, type JobQueues } from './job-queues';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const id = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
const validJob = { kind: 'password-reset', userId: id, requestEventId: id };

describe.each(['redis', 'postgres'] as const)('job queues on %s', (backend) => {
  let database: TestDatabase;
  let queues: JobQueues;
  const open = () => createJobQueues({ redisUrl: backend === 'redis' ? REDIS_URL : undefined, databaseUrl: database.url, prefix });
  let prefix: string;

  beforeEach(async () => {
    database = await createTestDatabase();
    prefix = `t_${randomBytes(5).toString('hex')}`;
    queues = await open();
  });
  afterEach(async () => {
    if (backend === 'redis') for (const name of QUEUE_NAMES) await queues.queue(name).obliterate({ force: true });
    await queues.close();
    await database.drop();
  });

  async function finished(worker: ReturnType<JobQueues['createWorker']>, event: 'completed' | 'failed') {
    const [job] = (await once(worker, event)) as [Job];
    return job;
  }

  it('ignores a second job with the same id', async () => {
    await queues.enqueue(QUEUES.emails, { name: 'password-reset', jobId: 'password-reset-1', data: validJob });
    await queues.enqueue(QUEUES.emails, { name: 'password-reset', jobId: 'password-reset-1', data: { ...validJob, userId: 'changed' } });
    expect(await queues.queue(QUEUES.emails).getJobCounts('waiting')).toEqual({ waiting: 1 });
    expect((await queues.queue(QUEUES.emails).getJob('password-reset-1'))?.data).toEqual(validJob);
  });

  it('fails a job whose payload breaks the contract without retrying it', async () => {
    let runs = 0;
    const worker = queues.createWorker(QUEUES.emails, async (job) => (runs++, parseJobData(emailJobSchema, job.data)), { concurrency: 1 });
    await queues.enqueue(QUEUES.emails, { name: 'password-reset', jobId: 'bad-1', data: { kind: 'password-reset', userId: 'x' } });
    const job = await finished(worker, 'failed');
    expect(job.failedReason).toMatch(/Invalid job data/);
    expect(runs).toBe(1);
    expect(job.opts.attempts).toBeGreaterThan(1);
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const startedAt: number[] = [];
    const worker = queues.createWorker(QUEUES.emails, async () => {
      startedAt.push(Date.now());
      if (startedAt.length < 3) throw new Error('SMTP server not reachable');
      return 'sent';
    }, { concurrency: 1 });
    await queues.queue(QUEUES.emails).add('flaky', validJob, { jobId: 'flaky-1', backoff: { type: 'exponential', delay: 100 } });
    const job = await finished(worker, 'completed');
    expect(job.returnvalue).toBe('sent');
    expect(job.attemptsMade).toBe(3);
    // Lower bounds only: a busy machine may start a retry late, never early (100 ms, then 200 ms).
    expect(startedAt[1]! - startedAt[0]!).toBeGreaterThanOrEqual(95);
    expect(startedAt[2]! - startedAt[1]!).toBeGreaterThanOrEqual(195);
  });

  it('lets the active job finish when the workers close', async () => {
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      const worker = queues.createWorker(QUEUES.reports, async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        return 'rendered';
      }, { concurrency: 1 });
      void worker;
    });
    await queues.enqueue(QUEUES.reports, { name: 'render', jobId: 'slow-1', data: {} });
    await started;
    const closing = queues.close();
    setTimeout(() => release(), 200);
    await closing;
    queues = await open();
    expect(await (await queues.queue(QUEUES.reports).getJob('slow-1'))?.getState()).toBe('completed');
  });

  it('answers the health ping with a real round trip', async () => {
    expect(await queues.ping()).toMatch(new RegExp(`^${backend} \\(waiting 0, active 0, failed 0\\)$`));
  });
});
