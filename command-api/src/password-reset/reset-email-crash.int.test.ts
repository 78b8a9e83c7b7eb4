import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { QUEUES, API_ROUTES } from '@glyco/contracts';
import { resetLinkIn, startSmtpSink, type SmtpSink, spawnWorker, WORKER_CRASH_TIMEOUT_MS, type WorkerChild, JOB_BACKENDS, startTestApp, type TestApp } from '@glyco/testing';

describe.each(JOB_BACKENDS)('an email worker killed mid-send (queues on %s)', (backend) => {
  let app: TestApp;
  let smtp: SmtpSink;
  const children: WorkerChild[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp({ queueBackend: backend, roles: ['api', 'projector'], env: { SMTP_URL: smtp.url, APP_URL: 'http://app.test' } });
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill('SIGKILL')));
    await app?.close();
    await smtp?.close();
  });

  function startWorker(): WorkerChild {
    const child = spawnWorker({ ...app.workerEnv, TEST_LOCK_DURATION_MS: '1500' });
    children.push(child);
    return child;
  }

  it('runs the job again and exactly one email is delivered, with a working link', async () => {
    await app.client().post(API_ROUTES.accounts.register.path, { name: 'Ada', email: 'ada@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
    const held = smtp.holdNextRecipient();
    const first = startWorker();
    await first.ready;
    expect((await app.client().post(API_ROUTES.accounts.forgotPassword.path, { email: 'ada@example.com' })).status).toBe(202);

    const transaction = await held;
    await first.kill('SIGKILL');
    transaction.release(true);

    const second = startWorker();
    await second.ready;
    const [mail] = await smtp.waitForMessages(1, 20_000);
    await sleep(1_000);
    expect(smtp.accepted).toHaveLength(1);

    const [job] = await app.product.queues.queue(QUEUES.emails).getJobs(['completed']);
    expect(job?.returnvalue).toBe('sent');
    expect(job?.stalledCounter).toBe(1);
    const token = resetLinkIn(mail!).searchParams.get('token');
    expect((await app.client().post(API_ROUTES.accounts.resetPassword.path, { token, password: 'N3wPass!word' })).status).toBe(200);
    await second.kill('SIGTERM');
  }, WORKER_CRASH_TIMEOUT_MS);
});
