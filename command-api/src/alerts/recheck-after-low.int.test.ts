import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, QUEUES, type AlertResponse } from '@glyco/contracts';
import { startSmtpSink, startTestApp, type SmtpSink, type TestApp } from '@glyco/testing';
import { registerPatient, type Patient } from '../clinician/clinician-test-support';
import { createSecret, nightscout, sha1Hex } from '../nightscout/nightscout-test-support';

/** An alert setting's minute lasts a second here, so the 15-minute recheck comes after 15 seconds. */
const ALERT_MINUTE_MS = 1_000;
const MINUTE = 60_000;

const RECHECK_SUBJECT = 'Recheck your glucose: 15 minutes since treating a low';

let app: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ roles: ['api', 'projector', 'workers'], env: { SMTP_URL: smtp.url, APP_URL: 'https://glyco.example' }, alertMinuteMs: ALERT_MINUTE_MS });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const recipientOf = (mail: SmtpSink['accepted'][number]) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined);
const recheckMailsTo = (patient: Patient) => smtp.accepted.filter((mail) => recipientOf(mail) === patient.email && mail.subject === RECHECK_SUBJECT);

/** Sensor values as xDrip+ uploads them, `minutesAgo` before now. */
const sgv = (mgdl: number, minutesAgo: number) => {
  const date = Date.now() - minutesAgo * MINUTE;
  return { type: 'sgv', sgv: mgdl, date, dateString: new Date(date).toISOString(), device: 'xDrip-DexcomG6' };
};

async function withSensor(patient: Patient) {
  const secret = await createSecret(patient);
  return async (entries: unknown[]) => {
    const response = await nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: entries, headers: { 'api-secret': sha1Hex(secret) } });
    expect(response.status).toBe(200);
  };
}

async function logCarbs(patient: Patient, carbs: number): Promise<number> {
  const at = Date.now();
  const response = await patient.client.post(API_ROUTES.meals.log.path, { mealType: 'Snack', timestamp: new Date(at).toISOString(), foodItems: [{ name: 'Glucose tablets', carbs, amount: 1 }] });
  expect(response.status).toBe(201);
  return at;
}

/** The person sees the low alert before treating it. */
async function lowRaised(patient: Patient) {
  const kinds = async () => ((await patient.client.get(`${API_ROUTES.alerts.list.path}?status=active`)).body as AlertResponse[]).map((alert) => alert.kind);
  await expect.poll(kinds, { timeout: 30_000, interval: 250 }).toContain('low');
}

const remindersOf = async (patient: Patient): Promise<AlertResponse[]> =>
  ((await patient.client.get(`${API_ROUTES.alerts.list.path}?status=all`)).body as AlertResponse[]).filter((alert) => alert.kind === 'reminder');

/** What the recheck job decided for the person, once it ran. */
async function recheckOutcome(patient: Patient): Promise<unknown> {
  const jobs = await app.product.queues.queue(QUEUES.alerts).getJobs(['completed']);
  return jobs.find((job) => job.name === 'recheck-after-low' && job.data.userId === patient.id)?.returnvalue;
}

describe('the rule-of-15 recheck after treating a low', () => {
  it('reminds 15 minutes after carbs logged during a low, and not when a reading since is back in range', async () => {
    const ada = await registerPatient(app, 'Ada Lovelace');
    const grace = await registerPatient(app, 'Grace Hopper');
    const adaSensor = await withSensor(ada);
    const graceSensor = await withSensor(grace);
    await adaSensor([72, 68, 64].map((mgdl, index) => sgv(mgdl, 15 - index * 5)));
    await graceSensor([72, 68, 64].map((mgdl, index) => sgv(mgdl, 15 - index * 5)));
    await lowRaised(ada);
    await lowRaised(grace);

    const treatedAt = await logCarbs(ada, 15);
    await logCarbs(grace, 15);
    await graceSensor([sgv(95, 0)]);

    await expect.poll(() => recheckOutcome(ada), { timeout: 60_000, interval: 250 }).toBe('reminded');
    const [reminder] = await remindersOf(ada);
    expect(reminder).toMatchObject({ kind: 'reminder', level: 'info', value: null, acknowledgedAt: null, resolvedAt: null });
    expect(Date.parse(reminder!.startedAt) - treatedAt).toBeGreaterThanOrEqual(14 * ALERT_MINUTE_MS);
    await expect.poll(() => recheckMailsTo(ada).length, { timeout: 30_000, interval: 250 }).toBe(1);
    expect(recheckMailsTo(ada)[0]!.text).toContain('recheck glucose in 15 minutes');

    await expect.poll(() => recheckOutcome(grace), { timeout: 60_000, interval: 250 }).toBe('back in range');
    expect(await remindersOf(grace)).toEqual([]);
    expect(recheckMailsTo(grace)).toEqual([]);
  }, 120_000);

  it('schedules nothing when the person turned the recheck reminder off', async () => {
    const joan = await registerPatient(app, 'Joan Clarke');
    const profile = await joan.client.put(API_ROUTES.accounts.updateProfile.path, { name: joan.name, email: joan.email, settings: { alerts: { reminders: { recheckAfterLow: { enabled: false } } } } });
    expect(profile.status).toBe(200);
    await (await withSensor(joan))([72, 68, 64].map((mgdl, index) => sgv(mgdl, 15 - index * 5)));
    await lowRaised(joan);
    await logCarbs(joan, 15);
    const carbsJob = async () => (await app.product.queues.queue(QUEUES.alerts).getJobs(['completed'])).find((job) => job.name === 'carbs-logged' && job.data.userId === joan.id)?.returnvalue;
    await expect.poll(carbsJob, { timeout: 30_000, interval: 250 }).toBe('turned off');
  });

  it('schedules nothing for carbs eaten in range', async () => {
    const alan = await registerPatient(app, 'Alan Turing');
    await (await withSensor(alan))([120, 118, 116].map((mgdl, index) => sgv(mgdl, 15 - index * 5)));
    await logCarbs(alan, 40);
    const carbsJob = async () => (await app.product.queues.queue(QUEUES.alerts).getJobs(['completed'])).find((job) => job.name === 'carbs-logged' && job.data.userId === alan.id)?.returnvalue;
    await expect.poll(carbsJob, { timeout: 30_000, interval: 250 }).toBe('not for a low');
  });
});
