import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES, API_ROUTES } from '@glyco/contracts';
import { spawnWorker, WORKER_CRASH_TIMEOUT_MS, type WorkerChild, JOB_BACKENDS, startTestApp, type TestApp, seedReportData } from '@glyco/testing';

describe.each(JOB_BACKENDS)('a report worker killed mid-job (queues on %s)', (backend) => {
  let app: TestApp;
  const children: WorkerChild[] = [];
  beforeAll(async () => {
    app = await startTestApp({ queueBackend: backend, roles: ['api', 'projector'] });
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill('SIGKILL')));
    await app?.close();
  });

  const startWorker = () => {
    const child = spawnWorker({ ...app.workerEnv, TEST_LOCK_DURATION_MS: '1500' });
    children.push(child);
    return child;
  };

  async function activeJob() {
    for (let tries = 0; tries < 200; tries += 1) {
      const [job] = await app.product.queues.queue(QUEUES.reports).getJobs(['active']);
      if (job) return job;
      await sleep(25);
    }
    throw new Error('no report job became active');
  }

  async function settledJob(id: string) {
    const queue = app.product.queues.queue(QUEUES.reports);
    for (let tries = 0; tries < 200; tries += 1) {
      const job = await queue.getJob(id);
      if (job && (await job.getState()) !== 'active') return job;
      await sleep(25);
    }
    throw new Error(`report job ${id} is still active`);
  }

  it('renders the report again and stores exactly one PDF', async () => {
    const ada = app.client();
    const registered = await ada.post(API_ROUTES.accounts.register.path, { name: 'Ada', email: 'ada@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 2' });
    await seedReportData(app.product.store, registered.body.user._id, new Date('2026-11-01T00:00:00Z'), 3);
    const first = startWorker();
    await first.ready;
    const response = fetch(`${app.url}${API_ROUTES.reports.pdf.path}?startDate=2026-11-01T00:00:00Z&endDate=2026-11-03T23:59:59Z`, {
      headers: { Authorization: `Bearer ${registered.body.token}` },
    });
    const job = await activeJob();
    await first.kill('SIGKILL');
    await startWorker().ready;

    const answered = await response;
    expect(answered.status).toBe(200);
    expect(Buffer.from(await answered.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const stored = await app.database.pool.query('SELECT count(*)::int AS n FROM reports');
    expect(stored.rows[0].n).toBe(1);
    // The route answers once the PDF is stored; the worker marks the job completed just after.
    const finished = await settledJob(job.id!);
    expect(finished.stalledCounter).toBe(1);
    expect(await finished.getState()).toBe('completed');
  }, WORKER_CRASH_TIMEOUT_MS);
});
