import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_PATTERN, ACCOUNT_MESSAGES, CLINICIAN_MESSAGES, normalizeAccessCode, streamIds, API_ROUTES } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { fromIp, issueAccessCode, registerPatient, revokeAccessCode, type Patient } from './clinician-test-support';

let app: TestApp;
let ada: Patient;
let CODE: string;
const refusal = { message: CLINICIAN_MESSAGES.invalidEmailOrCode };

beforeAll(async () => {
  app = await startTestApp();
  ada = await registerPatient(app, 'Ada Lovelace');
  CODE = await issueAccessCode(ada);
});
afterAll(async () => {
  await app?.close();
});

const redeem = (email: string, accessCode: string, ip: string) => app.client().post(API_ROUTES.clinician.redeem.path, { email, accessCode }, fromIp(ip));
/** Events whose stored JSON holds the text, in any case: what a reader of the table would find. */
const eventsHolding = async (text: string) =>
  (await app.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE upper(data::text) LIKE '%' || upper($1) || '%'`, [text])).rows[0]!.n;
/** Stands in for the days passing: the code in force has just expired. */
const expireCode = (patient: Patient) =>
  app.database.pool.query(`UPDATE session_revocations SET access_code_expires_at = now() - interval '1 second' WHERE user_id = $1`, [patient.id]);

describe('POST /api/clinician/access-code', () => {
  it('issues a grouped 80-bit code shown once, with its expiry; only its salted hash is recorded', async () => {
    const before = Date.now();
    const response = await ada.client.post(API_ROUTES.clinician.issueCode.path, { expiresInDays: 7 });
    expect(response.status).toBe(201);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.body.code).toMatch(ACCESS_CODE_PATTERN);
    expect(Date.parse(response.body.expiresAt) - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(Date.parse(response.body.expiresAt) - before).toBeLessThanOrEqual(7 * 86_400_000 + 1000);
    CODE = response.body.code;

    const issued = (await app.product.store.readStream(streamIds.user(ada.id))).at(-1)!;
    expect(issued.type).toBe('DoctorAccessCodeIssued');
    expect(issued.data).toEqual({ userId: ada.id, codeHash: expect.stringMatching(/^[0-9a-f]{64}$/), salt: expect.stringMatching(/^[0-9a-f]{32}$/), expiresAt: response.body.expiresAt });
    expect(await eventsHolding(CODE)).toBe(0);
    expect(await eventsHolding(normalizeAccessCode(CODE))).toBe(0);
  });

  it('never answers the code again: /api/auth/me and the profile say only until when one is active', async () => {
    const me = await ada.client.get(API_ROUTES.accounts.me.path);
    expect(me.body.doctorAccess).toEqual({ expiresAt: expect.any(String) });
    expect(me.body.doctor).toEqual({ name: '', phone: '', email: '' });
    const saved = await ada.client.put(API_ROUTES.accounts.updateProfile.path, { name: ada.name, email: ada.email, doctor: { name: 'Dr Reed', phone: '', email: '', accessCode: 'my-own-code-4471' } });
    expect(saved.status).toBe(200);
    for (const body of [me.body, saved.body]) expect(JSON.stringify(body)).not.toContain(normalizeAccessCode(CODE).slice(0, 8));
    expect(saved.body.doctor).toEqual({ name: 'Dr Reed', phone: '', email: '' });
    expect(await eventsHolding('my-own-code-4471')).toBe(0);
  });

  it('takes 1, 7, 30 or 90 days, 30 by default', async () => {
    const bea = await registerPatient(app, 'Bea');
    const defaulted = await bea.client.post(API_ROUTES.clinician.issueCode.path, {});
    expect(Date.parse(defaulted.body.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const refused = await bea.client.post(API_ROUTES.clinician.issueCode.path, { expiresInDays: 365 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ expiresInDays: CLINICIAN_MESSAGES.expiryInvalid });
  });
});

describe('POST /api/clinician/access', () => {
  it('redeems the current code, typed in any case and grouping, for a 4-hour read-only token and records the start', async () => {
    const before = Date.now();
    const response = await redeem(ada.email.toUpperCase(), ` ${normalizeAccessCode(CODE).toLowerCase()} `, '10.1.0.1');
    const answeredIn = Date.now() - before;
    expect(response.status).toBe(201);
    expect(response.body.patient).toEqual({ name: 'Ada Lovelace', diabetesType: 'Type 1', targetGlucoseRange: { min: 70, max: 180 }, glucoseUnit: 'mg/dL' });
    const expiresIn = Date.parse(response.body.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(4 * 3600_000 - 2000);
    expect(expiresIn).toBeLessThanOrEqual(4 * 3600_000 + answeredIn);

    const [started] = await app.product.store.readStream(streamIds.clinicianAccess(ada.id));
    const issued = (await app.product.store.readStream(streamIds.user(ada.id))).filter((event) => event.type === 'DoctorAccessCodeIssued').at(-1)!;
    expect(started!.type).toBe('ClinicianAccessStarted');
    expect(started!.data).toEqual({ patientId: ada.id, accessId: expect.any(String), codeSha256: issued.data.codeHash });
    expect(started!.metadata.actor).toEqual({ userId: started!.data.accessId, role: 'clinician' });
    expect(await eventsHolding(normalizeAccessCode(CODE))).toBe(0);
  });

  it('answers a wrong code, an expired code, a revoked code, a code-less patient and an unknown email alike', async () => {
    const bob = await registerPatient(app, 'Bob');
    const bobCode = await issueAccessCode(bob, 1);
    const bobDoctor = app.client();
    bobDoctor.token = (await redeem(bob.email, bobCode, '10.2.1.1')).body.token;
    await expireCode(bob);
    expect(await bobDoctor.get(API_ROUTES.glucose.list.path).then((r) => [r.status, r.body])).toEqual([401, { message: CLINICIAN_MESSAGES.accessRevoked }]);
    const carol = await registerPatient(app, 'Carol');
    const carolCode = await issueAccessCode(carol);
    await revokeAccessCode(carol);
    const dan = await registerPatient(app, 'Dan');
    const answers = [
      await redeem(ada.email, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', '10.2.0.1'),
      await redeem(bob.email, bobCode, '10.2.0.1'),
      await redeem(carol.email, carolCode, '10.2.0.1'),
      await redeem(dan.email, CODE, '10.2.0.1'),
      await redeem('nobody@example.com', CODE, '10.2.0.1'),
    ];
    for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual({ status: 401, body: refusal });
    expect((await carol.client.get(API_ROUTES.accounts.me.path)).body.doctorAccess).toBeNull();
  });

  it('treats a code saved in clear before codes were issued as expired, and never reads it back', async () => {
    const old = await registerPatient(app, 'Olga');
    const legacyCode = `legacy-${randomUUID()}`;
    await app.product.store.append(streamIds.user(old.id), [
      { eventId: randomUUID(), type: 'ProfileUpdated', data: { userId: old.id, changes: { doctor: { name: 'Dr Reed', phone: '', email: '', accessCode: legacyCode } } } },
    ]);
    await app.database.pool.query(
      'INSERT INTO session_revocations (user_id, access_code_sha256, access_code_revision) VALUES ($1, $2, 1) ON CONFLICT (user_id) DO NOTHING',
      [old.id, 'f'.repeat(64)],
    );
    expect((await redeem(old.email, legacyCode, '10.2.2.1')).body).toEqual(refusal);
    const events = await app.product.store.readStream(streamIds.user(old.id));
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain(legacyCode);
    await expect.poll(async () => (await old.client.get(API_ROUTES.accounts.me.path)).body.doctor).toEqual({ name: 'Dr Reed', phone: '', email: '' });
    expect(JSON.stringify((await old.client.get(API_ROUTES.accounts.me.path)).body)).not.toContain(legacyCode);
  });

  it('names the missing fields', async () => {
    const response = await app.client().post(API_ROUTES.clinician.redeem.path, { email: '', accessCode: ' ' }, fromIp('10.3.0.1'));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ email: 'Email is required', accessCode: 'Access code is required' });
  });

  it('limits attempts per patient and address before looking anything up; the doctor elsewhere still gets in', async () => {
    const dora = await registerPatient(app, 'Dora');
    const doraCode = await issueAccessCode(dora);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await redeem(dora.email, 'wrong-code-1', '10.4.0.1')).status).toBe(401);
    const limited = await redeem(dora.email, doraCode, '10.4.0.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: ACCOUNT_MESSAGES.tooManyLoginAttempts });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    await expect(app.product.store.readStream(streamIds.clinicianAccess(dora.id))).rejects.toThrow();
    expect((await redeem(ada.email, CODE, '10.4.0.1')).status, 'another patient from the same address').toBe(201);
    expect((await redeem(dora.email, doraCode, '10.4.1.1')).status, "Dora's doctor, from another address").toBe(201);
  });

  it("bounds guesses spread over many addresses, never refusing an address the patient's doctor used lately", async () => {
    const emma = await registerPatient(app, 'Emma');
    const emmaCode = await issueAccessCode(emma);
    expect((await redeem(emma.email, emmaCode, '10.6.9.9')).status).toBe(201);
    // 100 failures from unfamiliar addresses in the hour, at most 10 from each.
    for (let attempt = 0; attempt < 100; attempt += 1) {
      expect((await redeem(emma.email, 'wrong-code-1', `10.16.${Math.floor(attempt / 10)}.${attempt % 10}`)).status).toBe(401);
    }
    expect((await redeem(emma.email, 'wrong-code-1', '10.17.0.1')).status, 'a guess from a new address, past the patient-wide limit').toBe(429);
    expect((await redeem(emma.email, emmaCode, '10.6.9.9')).status, "the doctor's familiar address").toBe(201);
  });

  it('lets the doctor in with the right code from a new network after 150 failures from rotating IPv6 /64s; guessing stays limited', async () => {
    const fay = await registerPatient(app, 'Fay');
    const fayCode = await issueAccessCode(fay);
    const guesser = (network: number, host: number) => `2001:db8:${network.toString(16)}:1::${host.toString(16)}`;
    const statuses = [];
    for (let attempt = 0; attempt < 150; attempt += 1) statuses.push((await redeem(fay.email, 'wrong-code-1', guesser(Math.floor(attempt / 10), attempt))).status);
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(100).every((status) => status === 429), 'past the patient-wide limit of failures').toBe(true);

    const doctor = await redeem(fay.email, fayCode, '2001:db8:dc:1::1');
    expect(doctor.status, 'the doctor, from a /64 never seen').toBe(201);
    expect(doctor.body.patient.name).toBe('Fay');
    expect((await redeem(fay.email, 'wrong-code-2', '2001:db8:ff:1::1')).status, 'a guess from another new /64').toBe(429);
    expect((await redeem(fay.email, 'wrong-code-2', '2001:db8:0:1:ffff::9')).status, 'a guess from a guessing /64, at another of its addresses').toBe(429);
  });

  it('counts every address of one IPv6 /64 as one guesser', async () => {
    const gil = await registerPatient(app, 'Gil');
    const gilCode = await issueAccessCode(gil);
    for (let host = 1; host <= 10; host += 1) expect((await redeem(gil.email, 'wrong-code-1', `2001:db8:aaaa:7::${host}`)).status).toBe(401);
    expect((await redeem(gil.email, gilCode, '2001:db8:aaaa:7:1:2:3:4')).status, 'another address of the same /64').toBe(429);
    expect((await redeem(gil.email, gilCode, '2001:db8:aaaa:8::1')).status, 'the next /64').toBe(201);
  });

  it('limits attempts per address', async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) expect((await redeem(`nobody-${attempt}@example.com`, CODE, '10.5.0.1')).status).toBe(401);
    const limited = await redeem('nobody-51@example.com', CODE, '10.5.0.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: ACCOUNT_MESSAGES.tooManyLoginAttempts });
  });
});
