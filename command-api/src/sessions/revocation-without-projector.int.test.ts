import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINICIAN_MESSAGES, API_ROUTES } from '@glyco/contracts';
import { fromIp, issueAccessCode, revokeAccessCode, type Patient } from '../clinician/clinician-test-support';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import {
  doctorOf as openDoctorSession,
  PASSWORD,
  project as projectAll,
  projectedPatient as registerProjected,
  validResetToken as mailedResetToken,
} from './session-test-support';

/*
 * The projector never runs in this app unless a test catches it up by hand (`project`): every
 * revocation below must be in force through what the revoking route itself wrote.
 */
let app: TestApp;

const ended = { message: 'Your session has ended. Please log in again.' };
const revoked = { message: CLINICIAN_MESSAGES.accessRevoked };

beforeAll(async () => {
  app = await startTestApp({ roles: ['api'] });
});

afterAll(async () => {
  await app?.close();
});

const project = (patient: { id: string }) => projectAll(app, patient);
const projectedPatient = (name: string) => registerProjected(app, name);
const doctorOf = (patient: Patient, accessCode: string, ip: string) => openDoctorSession(app, patient, accessCode, ip);
const validResetToken = (userId: string) => mailedResetToken(app, userId);

const answerOf = async (client: TestClient, path: string) => {
  const response = await client.get(path);
  return { status: response.status, body: response.body };
};

/** What the users read model knows of the last revocation: nothing, while the projector is stopped. */
const projectedRevocation = async (userId: string) =>
  (await app.database.pool.query<{ at: Date | null }>('SELECT tokens_valid_after AS at FROM users WHERE user_id = $1', [userId])).rows[0]?.at ?? null;

describe('revocation with the projector stopped', () => {
  it('refuses the old token at once after logout; a new login works', async () => {
    const ada = await projectedPatient('Ada');
    expect((await ada.client.post(API_ROUTES.accounts.logout.path)).status).toBe(200);
    expect(await answerOf(ada.client, API_ROUTES.accounts.me.path)).toEqual({ status: 401, body: ended });
    expect(await projectedRevocation(ada.id), 'the read model has not seen the logout').toBeNull();
    const login = await app.client().post(API_ROUTES.accounts.login.path, { email: ada.email, password: PASSWORD });
    expect(login.status).toBe(200);
    ada.client.token = login.body.token;
    expect((await ada.client.get(API_ROUTES.accounts.me.path)).status).toBe(200);
  });

  it('refuses the old token at once after a password reset', async () => {
    const bob = await projectedPatient('Bob');
    const token = await validResetToken(bob.id);
    const reset = await app.client().post(API_ROUTES.accounts.resetPassword.path, { token, password: 'N3wPass!word' });
    expect(reset.status).toBe(200);
    expect(await answerOf(bob.client, API_ROUTES.accounts.me.path)).toEqual({ status: 401, body: ended });
    expect(await projectedRevocation(bob.id)).toBeNull();
  });

  it("ends the doctor's session at once when a new code is issued, and when access is revoked", async () => {
    const carol = await projectedPatient('Carol');
    const firstCode = await issueAccessCode(carol);
    const first = await doctorOf(carol, firstCode, '10.20.0.1');
    expect((await first.get(API_ROUTES.glucose.list.path)).status).toBe(200);

    const secondCode = await issueAccessCode(carol);
    expect(await answerOf(first, API_ROUTES.glucose.list.path)).toEqual({ status: 401, body: revoked });
    const redeem = (accessCode: string) => app.client().post(API_ROUTES.clinician.redeem.path, { email: carol.email, accessCode }, fromIp('10.20.0.2'));
    expect((await redeem(firstCode)).status, 'the old code no longer redeems').toBe(401);
    const second = await doctorOf(carol, secondCode, '10.20.0.3');
    expect((await second.get(API_ROUTES.glucose.list.path)).status).toBe(200);

    await revokeAccessCode(carol);
    expect(await answerOf(second, API_ROUTES.glucose.list.path)).toEqual({ status: 401, body: revoked });
    expect((await redeem(secondCode)).status).toBe(401);
    const projected = await app.database.pool.query(`SELECT profile->'doctorAccess' AS access FROM users WHERE user_id = $1`, [carol.id]);
    expect(projected.rows[0].access, 'the projector never saw a code').toBeNull();
  });

  it("keeps the doctor's session through profile saves, the doctor's details included", async () => {
    const dora = await projectedPatient('Dora');
    const doctor = await doctorOf(dora, await issueAccessCode(dora), '10.21.0.1');
    const rename = await dora.client.put(API_ROUTES.accounts.updateProfile.path, { name: 'Dora', email: dora.email, doctor: { name: 'Dr Other', phone: '', email: '' } });
    expect(rename.status).toBe(200);
    expect((await doctor.get(API_ROUTES.glucose.list.path)).status).toBe(200);
  });
});

describe('a revocation that cannot be written', () => {
  const failWrites = () =>
    app.database.pool.query(`
      CREATE FUNCTION refuse_revocation() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'revocations unavailable'; END $$;
      CREATE TRIGGER refuse_revocation BEFORE INSERT OR UPDATE ON session_revocations FOR EACH ROW EXECUTE FUNCTION refuse_revocation()`);
  const allowWrites = () => app.database.pool.query('DROP TRIGGER refuse_revocation ON session_revocations; DROP FUNCTION refuse_revocation()');

  it('answers an error, not success; the projector heals it from the event', async () => {
    const eve = await projectedPatient('Eve');
    const doctor = await doctorOf(eve, await issueAccessCode(eve), '10.22.0.1');
    await failWrites();
    try {
      // The code first: a sign-out everywhere would end it too.
      expect((await eve.client.delete(API_ROUTES.clinician.revokeCode.path)).status).toBe(500);
      expect((await eve.client.post(API_ROUTES.accounts.logout.path)).status).toBe(500);
    } finally {
      await allowWrites();
    }
    // The client was told the logout failed; until the projector applies the appended event the token still works.
    expect((await eve.client.get(API_ROUTES.accounts.me.path)).status).toBe(200);
    await project(eve);
    expect(await answerOf(eve.client, API_ROUTES.accounts.me.path)).toEqual({ status: 401, body: ended });
    expect(await answerOf(doctor, API_ROUTES.glucose.list.path)).toEqual({ status: 401, body: revoked });
  });
});
