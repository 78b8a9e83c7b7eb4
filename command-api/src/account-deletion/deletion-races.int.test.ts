import { API_ROUTES, QUEUES, type QueueName } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leftoversOf } from './pg-dump-test-support';
import { PERSON, personalStrings, recordThroughApi, registerPerson } from './person-test-support';

/** Long enough for Chromium to print and an import to finish or fail on a busy 2-core machine. */
const JOBS_SETTLE_MS = 120_000;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector', 'workers'] });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function jobsIn(queueName: QueueName): Promise<number> {
  return (await app.product.queues.queue(queueName).getJobs(['waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed'])).length;
}

/** No report or import job is waiting, running or waiting to retry (a retry waiting is run now). */
async function jobsSettled(): Promise<void> {
  await vi.waitFor(
    async () => {
      for (const name of [QUEUES.reports, QUEUES.imports]) {
        const queue = app.product.queues.queue(name);
        await queue.promoteJobs();
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        expect(Object.values(counts).reduce((sum, count) => sum + count, 0), name).toBe(0);
      }
    },
    { timeout: JOBS_SETTLE_MS, interval: 250 },
  );
}

describe('deleting an account while a PDF, an import and an export are under way', () => {
  it('leaves nothing of the person in any table once every job has finished', async () => {
    const { client, userId } = await registerPerson(app);
    await recordThroughApi(client);
    const end = new Date();
    const start = new Date(end.getTime() - 7 * 86_400_000);
    const inFlight = [
      client.get(`${API_ROUTES.reports.pdf.path}?startDate=${start.toISOString()}&endDate=${end.toISOString()}`),
      client.post(API_ROUTES.imports.upload.path, [{ type: 'sgv', sgv: 173, date: Date.now() - 600_000, device: 'xDrip-DexcomG6' }]),
      client.get(API_ROUTES.accountExport.zip.path),
    ];
    // The deletion starts once the PDF and the import are jobs, as a person would press it a moment after asking.
    await vi.waitFor(async () => expect(Math.min(await jobsIn(QUEUES.reports), await jobsIn(QUEUES.imports))).toBeGreaterThan(0), { timeout: 30_000, interval: 20 });
    const deleted = await client.request('DELETE', API_ROUTES.accounts.deleteAccount.path, { password: PERSON.password });
    expect(deleted.status).toBe(204);
    for (const outcome of await Promise.allSettled(inFlight)) {
      if (outcome.status === 'fulfilled') expect(outcome.value.status).toBeLessThan(500);
    }
    await jobsSettled();
    expect(await app.product.projector.waitFor(await app.product.store.headPosition(), undefined, 60_000)).toBe(true);
    expect(await leftoversOf(app.database.url, userId, personalStrings())).toEqual({ strings: [], tables: [] });
  }, 300_000);
});
