import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type AlertResponse } from '@glyco/contracts';
import { startSmtpSink, startTestApp, type SmtpSink, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { createSecret, nightscout, sha1Hex } from '../nightscout/nightscout-test-support';

const APP_URL = 'https://glyco.example';
const MINUTE = 60_000;

let app: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ roles: ['api', 'projector', 'workers'], env: { SMTP_URL: smtp.url, APP_URL } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** `person` invites `follower` (with or without alerts) and the follower accepts with their own account. */
async function follow(person: Patient, follower: Patient, alerts: boolean): Promise<void> {
  const invited = await person.client.post(API_ROUTES.followers.invite.path, { name: follower.name, email: follower.email, shares: { mealsAndDoses: false }, alerts });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const token = new URL(invited.body.link as string).searchParams.get('token');
  const accepted = await follower.client.post(API_ROUTES.followers.accept.path, { invitationId: invited.body.invitationId, token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
}

const sgv = (mgdl: number, minutesAgo: number) => {
  const date = Date.now() - minutesAgo * MINUTE;
  return { type: 'sgv', sgv: mgdl, date, dateString: new Date(date).toISOString(), device: 'xDrip-DexcomG6' };
};

const recipientOf = (mail: SmtpSink['accepted'][number]) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined);
const mailsTo = (email: string) => smtp.accepted.filter((mail) => recipientOf(mail) === email && mail.subject?.startsWith('Urgent low'));

describe('followers allowed to get alerts are told of an urgent low at once', () => {
  it('emails the follower with alerts (not the one without) as soon as the urgent low is raised, and records the delivery on the alert', async () => {
    const [sam, jo, max] = await Promise.all([registerPatient(app, 'Sam Carter'), registerPatient(app, 'Jo Carter'), registerPatient(app, 'Max Carter')]);
    await follow(sam, jo, true);
    await follow(sam, max, false);
    const secret = await createSecret(sam);
    const upload = (entries: unknown[]) => nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: entries, headers: { 'api-secret': sha1Hex(secret) } });
    expect((await upload([120, 110, 100, 90, 80, 70].map((mgdl, index) => sgv(mgdl, 35 - index * 5)))).status).toBe(200);
    expect((await upload([sgv(60, 5)])).status).toBe(200);
    expect((await upload([sgv(50, 0)])).status).toBe(200);

    await expect.poll(() => mailsTo(jo.email).length, { timeout: 30_000, interval: 200 }).toBe(1);
    const [mail] = mailsTo(jo.email);
    expect(mail!.subject).toBe('Urgent low: Sam Carter is at 50 mg/dL');
    expect(mail!.text).toContain('Hello Jo Carter');
    expect(mail!.text).toContain('15-20 g of fast-acting carbohydrate');
    expect(mail!.text).toContain(`${APP_URL}/following?person=`);

    await expect
      .poll(async () => ((await sam.client.get(`${API_ROUTES.alerts.list.path}?status=all`)).body as AlertResponse[]).find((alert) => alert.kind === 'urgentLow')?.deliveries, { timeout: 15_000, interval: 200 })
      .toContainEqual({ channel: 'email', to: 'Jo Carter', at: expect.any(String), outcome: 'delivered' });
    // The other alerts of the fall (urgent low soon, low) are not sent to followers, nor is anything to Max.
    expect(mailsTo(jo.email)).toHaveLength(1);
    expect(mailsTo(max.email)).toHaveLength(0);
  });
});
