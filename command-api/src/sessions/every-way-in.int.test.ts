import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, fillPath, streamIds, WAY_IN_ENDED_MESSAGES, WAYS_IN } from '@glyco/contracts';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { fromIp, issueAccessCode, type Patient } from '../clinician/clinician-test-support';
import { createSecret, jsonPath, nightscout, sha1Hex } from '../nightscout/nightscout-test-support';
import { createAccessToken, exchange, v3Request } from '../nightscout/v3/v3-test-support';
import { doctorOf, PASSWORD, projectedPatient, validResetToken } from './session-test-support';

/*
 * Every kind of credential a person's account hands out, walked before and after a password
 * reset and a sign-out everywhere. The projector never runs unless a test catches it up by hand:
 * each refusal comes from what the ending route itself wrote before it answered.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ roles: ['api'] });
});

afterAll(async () => {
  await app?.close();
});

interface Credentials {
  sessions: TestClient[];
  doctor: TestClient;
  accessCode: string;
  secret: string;
  /** An API v3 access token, and a JWT exchanged for it before the way in ended. */
  accessToken: string;
  jwt: string;
}

let ipCount = 0;
const nextIp = () => `10.33.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;

/** A second device's session, the doctor's code and open session, the uploader secret, and an access token with its JWT. */
async function handOutEveryWayIn(patient: Patient): Promise<Credentials> {
  const phone = app.client();
  const login = await phone.post(API_ROUTES.accounts.login.path, { email: patient.email, password: PASSWORD }, fromIp(nextIp()));
  expect(login.status).toBe(200);
  phone.token = login.body.token;
  const accessCode = await issueAccessCode(patient);
  const doctor = await doctorOf(app, patient, accessCode, nextIp());
  const { token: accessToken } = await createAccessToken(patient, "Sam's AndroidAPS", 'admin');
  const jwt = await exchange(app, accessToken);
  return { sessions: [patient.client, phone], doctor, accessCode, secret: await createSecret(patient), accessToken, jwt };
}

const entries = jsonPath(API_ROUTES.nightscoutV1.entries);
const anEntry = () => [{ type: 'sgv', sgv: 123, date: Date.now() - 60_000, device: 'xDrip-DexcomG6' }];

/** The status each credential is answered with, by kind. */
async function statusesOf(patient: Patient, credentials: Credentials): Promise<Record<string, number>> {
  const { secret } = credentials;
  const sessions = await Promise.all(credentials.sessions.map(async (client) => (await client.get(API_ROUTES.accounts.me.path)).status));
  const redeem = await app.client().post(API_ROUTES.clinician.redeem.path, { email: patient.email, accessCode: credentials.accessCode }, fromIp(nextIp()));
  const uploader = (headers: Record<string, string>) => ({ headers });
  return {
    ...Object.fromEntries(sessions.map((status, index) => [`session ${index}`, status])),
    'doctor session': (await credentials.doctor.get(API_ROUTES.glucose.list.path)).status,
    "doctor's code": redeem.status,
    'GET entries, api-secret SHA-1': (await nightscout(app, 'GET', entries, uploader({ 'api-secret': sha1Hex(secret) }))).status,
    'GET entries, ?token': (await nightscout(app, 'GET', `${entries}?token=${secret}`)).status,
    'GET entries, bearer': (await nightscout(app, 'GET', entries, uploader({ Authorization: `Bearer ${secret}` }))).status,
    'POST entries, api-secret SHA-1': (await nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: anEntry(), headers: { 'api-secret': sha1Hex(secret) } })).status,
    'POST entries, api-secret': (await nightscout(app, 'POST', API_ROUTES.nightscoutV1.postEntries.path, { body: anEntry(), headers: { 'api-secret': secret } })).status,
    'access token exchanged for a JWT': (await v3Request(app, 'GET', fillPath(API_ROUTES.nightscoutV3.authorize.path, { accessToken: credentials.accessToken }))).status,
    'API v3 with a JWT made before': (await v3Request(app, 'GET', API_ROUTES.nightscoutV3.status.path, { jwt: credentials.jwt })).status,
  };
}

const allRefused = (statuses: Record<string, number>) => Object.fromEntries(Object.entries(statuses).map(([kind, status]) => [kind, status === 401 || status === 403]));
const everyWayInEnded = { ended: WAYS_IN.map((wayIn) => ({ wayIn, message: WAY_IN_ENDED_MESSAGES[wayIn] })) };

const readingsOf = async (patient: Patient) =>
  (await app.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'GlucoseReadingLogged' AND data->>'userId' = $1`, [patient.id])).rows[0]!.n;

const typesAppendedSince = async (patient: Patient, count: number) => (await app.product.store.readStream(streamIds.user(patient.id))).slice(count).map((event) => event.type);
const streamLength = async (patient: Patient) => (await app.product.store.readStream(streamIds.user(patient.id))).length;

async function expectEveryWayInWorks(patient: Patient, credentials: Credentials): Promise<void> {
  const statuses = await statusesOf(patient, credentials);
  for (const [kind, status] of Object.entries(statuses)) expect(status, kind).toBeLessThan(300);
}

async function expectEveryWayInRefused(patient: Patient, credentials: Credentials): Promise<void> {
  const before = await readingsOf(patient);
  const statuses = await statusesOf(patient, credentials);
  expect(allRefused(statuses), JSON.stringify(statuses)).toEqual(Object.fromEntries(Object.keys(statuses).map((kind) => [kind, true])));
  expect(await readingsOf(patient), 'a refused upload stores nothing').toBe(before);
}

describe('every way in ends together', () => {
  it('a password reset ends every session, the doctor\'s code and session, the uploader secret and every access token, and says how to make each again', async () => {
    const ada = await projectedPatient(app, 'Ada');
    const credentials = await handOutEveryWayIn(ada);
    await expectEveryWayInWorks(ada, credentials);
    const length = await streamLength(ada);

    const reset = await app.client().post(API_ROUTES.accounts.resetPassword.path, { token: await validResetToken(app, ada.id), password: 'N3wPass!word' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject(everyWayInEnded);
    await expectEveryWayInRefused(ada, credentials);
    expect(await typesAppendedSince(ada, length)).toEqual(expect.arrayContaining(['PasswordReset', 'DoctorAccessRevoked', 'NightscoutSecretRevoked', 'NightscoutAccessTokenRevoked']));
  });

  it('a sign-out everywhere ends the same, and a new sign-in, code and secret work again', async () => {
    const bob = await projectedPatient(app, 'Bob');
    const credentials = await handOutEveryWayIn(bob);
    await expectEveryWayInWorks(bob, credentials);

    const logout = await bob.client.post(API_ROUTES.accounts.logout.path);
    expect(logout.status).toBe(200);
    expect(logout.body).toMatchObject(everyWayInEnded);
    await expectEveryWayInRefused(bob, credentials);

    const login = await app.client().post(API_ROUTES.accounts.login.path, { email: bob.email, password: PASSWORD }, fromIp(nextIp()));
    bob.client.token = login.body.token;
    await expectEveryWayInWorks(bob, await handOutEveryWayIn(bob));
  });

  it('deleting the account ends every way in before it answers, with no projector to help', async () => {
    const dora = await projectedPatient(app, 'Dora');
    const credentials = await handOutEveryWayIn(dora);
    await expectEveryWayInWorks(dora, credentials);

    const deleted = await dora.client.request('DELETE', API_ROUTES.accounts.deleteAccount.path, { password: PASSWORD });
    expect(deleted.status).toBe(204);
    const statuses = await statusesOf(dora, credentials);
    expect(allRefused(statuses), JSON.stringify(statuses)).toEqual(Object.fromEntries(Object.keys(statuses).map((kind) => [kind, true])));
  });

  it('names only the sessions when nothing else was handed out', async () => {
    const cleo = await projectedPatient(app, 'Cleo');
    const logout = await cleo.client.post(API_ROUTES.accounts.logout.path);
    expect(logout.body.ended).toEqual([{ wayIn: 'sessions', message: WAY_IN_ENDED_MESSAGES.sessions }]);
  });
});
