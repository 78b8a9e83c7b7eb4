import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type AlertResponse } from '@glyco/contracts';
import { alertWebhookSecret, signWebhookBody } from '@glyco/runtime';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { createSecret, nightscout, sha1Hex } from '../nightscout/nightscout-test-support';

// Served from this machine, as a product run for its owner is: only then may a webhook call a receiver on it.
const APP_URL = 'http://localhost:5173';
const MINUTE = 60_000;

const isUrgentLow = (body: string) => body.includes('"kind":"urgentLow"');

interface Received {
  body: string;
  signature: string | undefined;
}

/** A webhook receiver answering 500 to the first POST about an urgent low, 200 to every other. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const firstUrgentLow = isUrgentLow(body) && !received.some((post) => isUrgentLow(post.body));
      received.push({ body, signature: request.headers['x-glyco-signature'] as string | undefined });
      response.writeHead(firstUrgentLow ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/glyco-alerts`, received };
}

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let ada: Patient;
let secret: string;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ roles: ['api', 'projector', 'workers'], env: { APP_URL } });
  ada = await registerPatient(app, 'Ada Lovelace');
  secret = await createSecret(ada);
  const profile = await ada.client.put(API_ROUTES.accounts.updateProfile.path, { name: ada.name, email: ada.email, settings: { alerts: { webhookUrl: receiver.url } } });
  expect(profile.status).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => receiver?.server.close(resolve));
});

const sgv = (mgdl: number, minutesAgo: number) => {
  const date = Date.now() - minutesAgo * MINUTE;
  return { type: 'sgv', sgv: mgdl, date, dateString: new Date(date).toISOString(), device: 'xDrip-DexcomG6' };
};
const upload = (entries: unknown[]) => nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: entries, headers: { 'api-secret': sha1Hex(secret) } });

async function urgentLow(): Promise<AlertResponse | undefined> {
  const response = await ada.client.get(`${API_ROUTES.alerts.list.path}?status=all`);
  return (response.body as AlertResponse[]).find((alert) => alert.kind === 'urgentLow');
}

describe('an alert told to the person by a signed webhook', () => {
  it('refuses a webhook address over plain http to another host', async () => {
    const refused = await ada.client.put(API_ROUTES.accounts.updateProfile.path, { name: ada.name, email: ada.email, settings: { alerts: { webhookUrl: 'http://hooks.example.com/x' } } });
    expect(refused.status).toBe(400);
  });

  it('POSTs the urgent low as JSON signed with the person\'s secret; a 500 is recorded as failed, the retry as delivered', async () => {
    expect((await upload([120, 110, 100, 90, 80, 70].map((mgdl, index) => sgv(mgdl, 35 - index * 5)))).status).toBe(200);
    expect((await upload([sgv(60, 5)])).status).toBe(200);
    expect((await upload([sgv(50, 0)])).status).toBe(200);

    await expect.poll(() => receiver.received.filter((post) => isUrgentLow(post.body)).length, { timeout: 30_000, interval: 200 }).toBe(2);
    const [first, retry] = receiver.received.filter((post) => isUrgentLow(post.body));
    expect(retry!.body).toBe(first!.body);
    expect(first!.signature).toBe(signWebhookBody(alertWebhookSecret(TEST_JWT_SECRET, ada.id), first!.body));
    expect(first!.signature).not.toBe(signWebhookBody(alertWebhookSecret(TEST_JWT_SECRET, 'someone-else'), first!.body));
    expect(JSON.parse(first!.body)).toMatchObject({
      kind: 'urgentLow', level: 'urgent', value: 50, unit: 'mg/dL', trend: expect.stringMatching(/^falling/), firstName: 'Ada', acknowledgeUrl: `${APP_URL}/dashboard`,
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    await expect.poll(async () => (await urgentLow())?.deliveries.filter((delivery) => delivery.channel === 'webhook').map((delivery) => delivery.outcome), { timeout: 15_000, interval: 200 })
      .toEqual(['failed', 'delivered']);
    expect((await urgentLow())?.deliveries.find((delivery) => delivery.channel === 'webhook')?.to).toBe(new URL(receiver.url).host);
  }, 60_000);
});
