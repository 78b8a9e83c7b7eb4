import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { listPushSubscriptionsOf } from '@glyco/projections';
import { countEvents, startTestApp, type TestApp } from '@glyco/testing';
import { registerPatient } from '../clinician/clinician-test-support';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const subscription = (endpoint: string) => ({ endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } });
const phone = subscription('https://push.example.com/send/phone');
const laptop = subscription('https://push.example.com/send/laptop');

describe('push subscriptions', () => {
  it('gives the VAPID public key a browser subscribes with', async () => {
    const ada = await registerPatient(app, 'Ada');
    const response = await ada.client.get(API_ROUTES.push.publicKey.path);
    expect(response.status).toBe(200);
    expect(Buffer.from(response.body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('saves each endpoint once, removes one by its endpoint, and keeps none of a deleted account', async () => {
    const ada = await registerPatient(app, 'Ada');
    const endpoints = async () => (await listPushSubscriptionsOf(app.database.pool, [ada.id])).map((row) => row.endpoint).sort();
    const before = await countEvents(app);
    expect((await ada.client.post(API_ROUTES.push.subscribe.path, phone)).status).toBe(204);
    expect((await ada.client.post(API_ROUTES.push.subscribe.path, phone)).status).toBe(204);
    expect(await countEvents(app)).toBe(before + 1);
    expect((await ada.client.post(API_ROUTES.push.subscribe.path, laptop)).status).toBe(204);
    await expect.poll(endpoints, { timeout: 20_000 }).toEqual([laptop.endpoint, phone.endpoint]);
    const [stored] = await listPushSubscriptionsOf(app.database.pool, [ada.id]);
    expect(stored?.keys).toEqual(phone.keys);

    expect((await ada.client.request('DELETE', API_ROUTES.push.unsubscribe.path, { endpoint: phone.endpoint })).status).toBe(204);
    expect((await ada.client.request('DELETE', API_ROUTES.push.unsubscribe.path, { endpoint: phone.endpoint })).status).toBe(204);
    await expect.poll(endpoints, { timeout: 20_000 }).toEqual([laptop.endpoint]);

    expect((await ada.client.request('DELETE', API_ROUTES.accounts.deleteAccount.path, { password: 'Marmalade-Sky-42' })).status).toBeLessThan(300);
    await expect.poll(endpoints, { timeout: 20_000 }).toEqual([]);
  });

  it('refuses an endpoint that is not https, and seals the endpoint in the event', async () => {
    const ada = await registerPatient(app, 'Ada');
    expect((await ada.client.post(API_ROUTES.push.subscribe.path, subscription('http://push.example.com/send/x'))).status).toBe(400);
    await ada.client.post(API_ROUTES.push.subscribe.path, phone);
    const { rows } = await app.database.pool.query<{ data: unknown }>("SELECT data FROM events WHERE type = 'PushSubscriptionSaved'");
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('push.example.com');
  });
});
