import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, QUEUES, type AlertResponse } from '@glyco/contracts';
import { spawnWorker, startTestApp, WORKER_CRASH_TIMEOUT_MS, type TestApp, type WorkerChild } from '@glyco/testing';
import { registerPatient } from '../clinician/clinician-test-support';
import { createSecret, nightscout, sha1Hex } from '../nightscout/nightscout-test-support';

/** An alert setting's minute lasts a second in the worker, so the 15-minute recheck comes after 15 seconds. */
const ALERT_MINUTE_MS = 1_000;
const MINUTE = 60_000;

let app: TestApp;
const children: WorkerChild[] = [];
beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector'] });
});
afterAll(async () => {
  await Promise.all(children.map((child) => child.kill('SIGKILL')));
  await app?.close();
});

async function startWorker(): Promise<WorkerChild> {
  const child = spawnWorker({ ...app.workerEnv, TEST_ALERT_MINUTE_MS: String(ALERT_MINUTE_MS) });
  children.push(child);
  await child.ready;
  return child;
}

const sgv = (mgdl: number, minutesAgo: number) => {
  const date = Date.now() - minutesAgo * MINUTE;
  return { type: 'sgv', sgv: mgdl, date, dateString: new Date(date).toISOString(), device: 'xDrip-DexcomG6' };
};

const alertsJob = async (name: string, userId: string) =>
  (await app.product.queues.queue(QUEUES.alerts).getJobs(['delayed', 'completed', 'waiting', 'active'])).find((job) => job.name === name && job.data.userId === userId);

describe('a pending reminder across a restart of the workers', () => {
  it('fires the recheck after a low once the workers are back', async () => {
    const ada = await registerPatient(app, 'Ada Lovelace');
    const secret = await createSecret(ada);
    const first = await startWorker();
    const upload = await nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: [72, 68, 64].map((mgdl, index) => sgv(mgdl, 15 - index * 5)), headers: { 'api-secret': sha1Hex(secret) } });
    expect(upload.status).toBe(200);
    const activeKinds = async () => ((await ada.client.get(`${API_ROUTES.alerts.list.path}?status=active`)).body as AlertResponse[]).map((alert) => alert.kind);
    await expect.poll(activeKinds, { timeout: 30_000, interval: 250 }).toContain('low');

    const meal = await ada.client.post(API_ROUTES.meals.log.path, { mealType: 'Snack', timestamp: new Date().toISOString(), foodItems: [{ name: 'Juice', carbs: 15, amount: 1 }] });
    expect(meal.status).toBe(201);
    await expect.poll(async () => (await alertsJob('recheck-after-low', ada.id))?.getState(), { timeout: 30_000, interval: 250 }).toBe('delayed');

    await first.kill('SIGTERM');
    expect(await (await alertsJob('recheck-after-low', ada.id))?.getState()).toBe('delayed');
    const second = await startWorker();

    await expect.poll(async () => (await alertsJob('recheck-after-low', ada.id))?.returnvalue, { timeout: 60_000, interval: 250 }).toBe('reminded');
    await expect.poll(activeKinds, { timeout: 15_000, interval: 250 }).toContain('reminder');
    await second.kill('SIGTERM');
  }, WORKER_CRASH_TIMEOUT_MS + 60_000);
});
