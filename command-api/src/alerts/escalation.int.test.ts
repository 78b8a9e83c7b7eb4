import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type AlertResponse } from '@glyco/contracts';
import { startSmtpSink, startTestApp, type SmtpSink, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { createSecret, nightscout, sha1Hex } from '../nightscout/nightscout-test-support';

const APP_URL = 'https://glyco.example';
/** An alert setting's minute lasts a second here, so escalating after 1 minute needs no waiting. */
const ALERT_MINUTE_MS = 1_000;
const MINUTE = 60_000;
const CONTACTS = [
  { name: 'Anna', relationship: 'Partner', phone: '', email: 'anna@example.com' },
  { name: 'Ben', relationship: 'Brother', phone: '', email: 'ben@example.com' },
];

let app: TestApp;
let smtp: SmtpSink;
let ada: Patient;
let secret: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ roles: ['api', 'projector', 'workers'], env: { SMTP_URL: smtp.url, APP_URL }, alertMinuteMs: ALERT_MINUTE_MS });
  ada = await registerPatient(app, 'Ada Lovelace');
  secret = await createSecret(ada);
  const profile = await ada.client.put(API_ROUTES.accounts.updateProfile.path, {
    name: ada.name, email: ada.email, emergencyContacts: CONTACTS, settings: { alerts: { escalateAfterMinutes: 1 } },
  });
  expect(profile.status).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** Sensor values as xDrip+ uploads them, `minutesAgo` before now. */
const sgv = (mgdl: number, minutesAgo: number) => {
  const date = Date.now() - minutesAgo * MINUTE;
  return { type: 'sgv', sgv: mgdl, date, dateString: new Date(date).toISOString(), device: 'xDrip-DexcomG6' };
};
const upload = (entries: unknown[]) => nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: entries, headers: { 'api-secret': sha1Hex(secret) } });

async function alertsOf(patient: Patient, status: 'active' | 'all'): Promise<AlertResponse[]> {
  const response = await patient.client.get(`${API_ROUTES.alerts.list.path}?status=${status}`);
  expect(response.status).toBe(200);
  return response.body as AlertResponse[];
}

const recipientOf = (mail: SmtpSink['accepted'][number]) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined);
const contactMails = () => smtp.accepted.filter((mail) => CONTACTS.some((contact) => contact.email === recipientOf(mail)));
const linkIn = (text: string) => new URL(/https:\/\/glyco\.example\/alerts\/acknowledge\?token=[\w.-]+/.exec(text)![0]);

describe('an urgent low escalated by email to the emergency contacts', () => {
  it('raises an urgent low from uploaded readings falling to 50 mg/dL, mails each contact once, and the link answers it and stops it', async () => {
    expect((await upload([120, 110, 100, 90, 80, 70].map((mgdl, index) => sgv(mgdl, 35 - index * 5)))).status).toBe(200);
    expect((await upload([sgv(60, 5)])).status).toBe(200);
    expect((await upload([sgv(50, 0)])).status).toBe(200);

    await expect.poll(() => contactMails().length, { timeout: 30_000, interval: 200 }).toBe(CONTACTS.length);
    expect(contactMails().map(recipientOf).sort()).toEqual(['anna@example.com', 'ben@example.com']);
    const own = smtp.accepted.find((mail) => recipientOf(mail) === ada.email && mail.subject?.startsWith('Urgent low: 50 mg/dL'));
    expect(own?.text).toContain('your emergency contacts are emailed');
    const anna = contactMails().find((mail) => mail.text?.includes('Hello Anna'))!;
    expect(anna.subject).toBe('Urgent low: Ada Lovelace is at 50 mg/dL');
    expect(anna.text).toContain('15-20 g of fast-acting carbohydrate');

    const [urgent] = (await alertsOf(ada, 'active')).filter((alert) => alert.kind === 'urgentLow');
    expect(urgent).toMatchObject({ level: 'urgent', value: 50, acknowledgedAt: null });

    const token = linkIn(anna.text!).searchParams.get('token')!;
    const followed = await app.client().post(API_ROUTES.alerts.acknowledgeByLink.path, { token });
    expect(followed.body).toEqual({ acknowledged: true });
    expect((await app.client().post(API_ROUTES.alerts.acknowledgeByLink.path, { token })).body).toEqual({ acknowledged: false });
    expect((await app.client().post(API_ROUTES.alerts.acknowledgeByLink.path, { token: `${token.slice(0, -2)}xx` })).status).toBe(404);

    await expect
      .poll(async () => (await alertsOf(ada, 'all')).find((alert) => alert._id === urgent!._id), { timeout: 15_000, interval: 200 })
      .toMatchObject({ acknowledgedBy: 'Anna', escalatedAt: expect.any(String), deliveries: Array(CONTACTS.length + 1).fill({ channel: 'email', to: expect.any(String), at: expect.any(String), outcome: 'delivered' }) });

    await expect
      .poll(async () => ((await ada.client.get(`${API_ROUTES.audit.list.path}?entityType=alert`)).body.entries as { summary: string }[]).map((entry) => entry.summary), { timeout: 15_000, interval: 200 })
      .toContainEqual(expect.stringMatching(/^Urgent low 50 mg\/dL at \d\d:\d\d( - told (Ada Lovelace|Anna|Ben) by email at \d\d:\d\d){3} - acknowledged by Anna at \d\d:\d\d$/));

    // Another reading still low: the same alert, answered; nobody is mailed again.
    expect((await upload([sgv(48, -1)])).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3 * ALERT_MINUTE_MS));
    expect(contactMails()).toHaveLength(CONTACTS.length);
    expect((await alertsOf(ada, 'all')).filter((alert) => alert.kind === 'urgentLow')).toHaveLength(1);
  });

  it('raises nothing for a low uploaded late (a backfill after a signal loss), and alerts on the next live low', async () => {
    const grace = await registerPatient(app, 'Grace Hopper');
    const graceSecret = await createSecret(grace);
    const send = (entries: unknown[]) => nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: entries, headers: { 'api-secret': sha1Hex(graceSecret) } });
    expect((await send([45, 44, 45, 46, 48].map((mgdl, index) => sgv(mgdl, 60 - index * 5)))).status).toBe(200);
    expect((await send([sgv(52, 0)])).status).toBe(200);
    await expect.poll(async () => (await alertsOf(grace, 'all')).filter((alert) => alert.kind === 'urgentLow'), { timeout: 15_000, interval: 200 }).toHaveLength(1);
    expect((await alertsOf(grace, 'all')).filter((alert) => alert.kind === 'urgentLow').map((alert) => alert.value)).toEqual([52]);
  });

  it('answers the person acknowledging their own alert, and 404 for an alert that is not theirs', async () => {
    const other = await registerPatient(app, 'Grace Hopper');
    const [urgent] = (await alertsOf(ada, 'all')).filter((alert) => alert.kind === 'urgentLow');
    expect((await other.client.post(API_ROUTES.alerts.acknowledge.path.replace(':id', urgent!._id))).status).toBe(404);
    expect((await ada.client.post(API_ROUTES.alerts.acknowledge.path.replace(':id', urgent!._id))).body).toEqual({ acknowledged: false });
  });
});
