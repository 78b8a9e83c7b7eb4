import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, decideSavePushSubscription, pushSubscriptionsDecider, pushSubscriptionsStream, streamIds, type AlertResponse } from '@glyco/contracts';
import { handleCommand } from '@glyco/event-store';
import { listPushSubscriptionsOf } from '@glyco/projections';
import { startTestApp, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { createSecret, nightscout, sha1Hex } from '../nightscout/nightscout-test-support';
import { startPushReceiver, testSubscriber, type TestSubscriber } from '@glyco/workers';
import { pushSubscriptionIdOf } from './subscription-id';

const APP_URL = 'https://glyco.example';
const MINUTE = 60_000;

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;

beforeAll(async () => {
  receiver = await startPushReceiver((path) => (path.startsWith('/gone') ? 410 : 201));
  app = await startTestApp({ roles: ['api', 'projector', 'workers'], env: { APP_URL } });
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

/** Saved as the route saves it, but to the local push service, which speaks plain http. */
async function subscribe(person: Patient, path: string): Promise<TestSubscriber> {
  const subscriber = testSubscriber(`${receiver.url}${path}`);
  const command = { userId: person.id, subscriptionId: pushSubscriptionIdOf(subscriber.subscription.endpoint), subscription: subscriber.subscription };
  const context = { actor: { userId: person.id, role: 'patient' as const }, correlationId: path, causationId: path, now: new Date() };
  await handleCommand(app.product.store, pushSubscriptionsStream(person.id), pushSubscriptionsDecider, context, (state) => decideSavePushSubscription(state, command));
  await expect.poll(async () => (await listPushSubscriptionsOf(app.database.pool, [person.id])).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return subscriber;
}

async function follow(person: Patient, follower: Patient, alerts: boolean): Promise<void> {
  const invited = await person.client.post(API_ROUTES.followers.invite.path, { name: follower.name, email: follower.email, shares: { mealsAndDoses: false }, alerts });
  expect(invited.status).toBe(201);
  const token = new URL(invited.body.link as string).searchParams.get('token');
  expect((await follower.client.post(API_ROUTES.followers.accept.path, { invitationId: invited.body.invitationId, token })).status).toBe(201);
}

const sgv = (mgdl: number, minutesAgo: number) => {
  const date = Date.now() - minutesAgo * MINUTE;
  return { type: 'sgv', sgv: mgdl, date, dateString: new Date(date).toISOString(), device: 'xDrip-DexcomG6' };
};

const pushedTo = (subscriber: TestSubscriber, path: string) =>
  receiver.received.filter((request) => request.path === path).map((request) => JSON.parse(subscriber.decrypt(request.body)) as { kind: string; title: string; url: string });

describe('an alert pushed to the browsers of the person and of their followers allowed alerts', () => {
  it('pushes the urgent low raised by uploaded readings, encrypted for each subscription; a 410 removes the subscription', async () => {
    const [sam, jo, max] = await Promise.all([registerPatient(app, 'Sam Carter'), registerPatient(app, 'Jo Carter'), registerPatient(app, 'Max Carter')]);
    await follow(sam, jo, true);
    await follow(sam, max, false);
    const samsPhone = await subscribe(sam, '/sam-phone');
    await subscribe(sam, '/gone-laptop');
    const josPhone = await subscribe(jo, '/jo-phone');
    await subscribe(max, '/max-phone');

    const secret = await createSecret(sam);
    const upload = (entries: unknown[]) => nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: entries, headers: { 'api-secret': sha1Hex(secret) } });
    expect((await upload([120, 110, 100, 90, 80, 70].map((mgdl, index) => sgv(mgdl, 35 - index * 5)))).status).toBe(200);
    expect((await upload([sgv(60, 5)])).status).toBe(200);
    expect((await upload([sgv(50, 0)])).status).toBe(200);

    await expect.poll(() => pushedTo(samsPhone, '/sam-phone').find((push) => push.kind === 'urgentLow'), { timeout: 30_000, interval: 200 })
      .toMatchObject({ title: expect.stringMatching(/^Urgent low 50 mg\/dL/), url: `${APP_URL}/dashboard` });
    await expect.poll(() => pushedTo(josPhone, '/jo-phone'), { timeout: 30_000, interval: 200 })
      .toEqual([expect.objectContaining({ kind: 'urgentLow', title: expect.stringMatching(/^Sam Carter: Urgent low 50 mg\/dL/), url: expect.stringContaining(`${APP_URL}/following?person=`) })]);

    await expect.poll(async () => (await listPushSubscriptionsOf(app.database.pool, [sam.id])).map((row) => new URL(row.endpoint).pathname), { timeout: 20_000, interval: 200 })
      .toEqual(['/sam-phone']);
    const removed = (await app.product.store.readStream(streamIds.user(sam.id))).filter((event) => event.type === 'PushSubscriptionRemoved');
    expect(removed.map((event) => event.data.reason)).toContain('gone');

    await expect
      .poll(async () => ((await sam.client.get(`${API_ROUTES.alerts.list.path}?status=all`)).body as AlertResponse[]).find((alert) => alert.kind === 'urgentLow')?.deliveries, { timeout: 15_000, interval: 200 })
      .toContainEqual({ channel: 'push', to: new URL(receiver.url).host, at: expect.any(String), outcome: 'delivered' });
    expect(receiver.received.filter((request) => request.path === '/max-phone')).toEqual([]);
    // Readings, evaluation, two pushes, a removal and the record: each step waits on the one before.
  }, 120_000);
});
