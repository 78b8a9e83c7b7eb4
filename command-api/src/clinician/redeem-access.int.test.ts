import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, CLINICIAN_MESSAGES, streamIds } from '@glyco/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { fromIp, registerPatient, setAccessCode, type Patient } from './clinician-test-support';

let app: TestApp;
let ada: Patient;
const CODE = 'code-1234';
const refusal = { message: CLINICIAN_MESSAGES.invalidEmailOrCode };

beforeAll(async () => {
  app = await startTestApp();
  ada = await registerPatient(app, 'Ada Lovelace');
  await setAccessCode(ada, `  ${CODE}  `);
});
afterAll(async () => {
  await app?.close();
});

const redeem = (email: string, accessCode: string, ip: string) => app.client().post('/api/clinician/access', { email, accessCode }, fromIp(ip));

describe('POST /api/clinician/access', () => {
  it('redeems the current code for a 4-hour read-only token and records the start', async () => {
    const before = Date.now();
    const response = await redeem(ada.email.toUpperCase(), CODE, '10.1.0.1');
    expect(response.status).toBe(201);
    expect(response.body.patient).toEqual({ name: 'Ada Lovelace', diabetesType: 'Type 1', targetGlucoseRange: { min: 70, max: 180 }, glucoseUnit: 'mg/dL' });
    const expiresIn = Date.parse(response.body.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(4 * 3600_000 - 2000);
    expect(expiresIn).toBeLessThanOrEqual(4 * 3600_000);

    const [started] = await app.product.store.readStream(streamIds.clinicianAccess(ada.id));
    expect(started!.type).toBe('ClinicianAccessStarted');
    expect(started!.data).toEqual({ patientId: ada.id, accessId: expect.any(String), codeSha256: createHash('sha256').update(CODE).digest('hex') });
    expect(started!.metadata.actor).toEqual({ userId: started!.data.accessId, role: 'clinician' });
  });

  it('answers a wrong code, a too short code, a cleared code and an unknown email alike', async () => {
    const bob = await registerPatient(app, 'Bob');
    await setAccessCode(bob, '1234567');
    const carol = await registerPatient(app, 'Carol');
    await setAccessCode(carol, 'carol-code-1');
    await setAccessCode(carol, '');
    const answers = [
      await redeem(ada.email, 'code-12345', '10.2.0.1'),
      await redeem(bob.email, '1234567', '10.2.0.1'),
      await redeem(carol.email, 'carol-code-1', '10.2.0.1'),
      await redeem('nobody@example.com', CODE, '10.2.0.1'),
    ];
    for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual({ status: 401, body: refusal });
  });

  it('names the missing fields', async () => {
    const response = await app.client().post('/api/clinician/access', { email: '', accessCode: ' ' }, fromIp('10.3.0.1'));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ email: 'Email is required', accessCode: 'Access code is required' });
  });

  it('limits attempts per patient and address before looking anything up; the doctor elsewhere still gets in', async () => {
    const dora = await registerPatient(app, 'Dora');
    await setAccessCode(dora, CODE);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await redeem(dora.email, 'wrong-code-1', '10.4.0.1')).status).toBe(401);
    const limited = await redeem(dora.email, CODE, '10.4.0.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: ACCOUNT_MESSAGES.tooManyLoginAttempts });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    await expect(app.product.store.readStream(streamIds.clinicianAccess(dora.id))).rejects.toThrow();
    expect((await redeem(ada.email, CODE, '10.4.0.1')).status, 'another patient from the same address').toBe(201);
    expect((await redeem(dora.email, CODE, '10.4.1.1')).status, "Dora's doctor, from another address").toBe(201);
  });

  it("bounds guesses spread over many addresses, never refusing an address the patient's doctor used lately", async () => {
    const emma = await registerPatient(app, 'Emma');
    await setAccessCode(emma, CODE);
    expect((await redeem(emma.email, CODE, '10.6.9.9')).status).toBe(201);
    // With that redemption, 100 attempts from unfamiliar addresses in the hour, at most 10 from each.
    for (let attempt = 0; attempt < 99; attempt += 1) {
      expect((await redeem(emma.email, 'wrong-code-1', `10.16.${Math.floor(attempt / 10)}.${attempt % 10}`)).status).toBe(401);
    }
    expect((await redeem(emma.email, CODE, '10.17.0.1')).status, 'a new address, past the patient-wide limit').toBe(429);
    expect((await redeem(emma.email, CODE, '10.6.9.9')).status, "the doctor's familiar address").toBe(201);
  });

  it('limits attempts per address', async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) expect((await redeem(`nobody-${attempt}@example.com`, CODE, '10.5.0.1')).status).toBe(401);
    const limited = await redeem('nobody-51@example.com', CODE, '10.5.0.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: ACCOUNT_MESSAGES.tooManyLoginAttempts });
  });
});
