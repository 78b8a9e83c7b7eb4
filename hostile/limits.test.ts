import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { HOSTILE_TEST_TIMEOUT_MS } from './support/ceilings';
import { startHostileProduct, type HostileProduct } from './support/hostile-product';
import { jobsInFlight } from './support/jobs';
import { call, PASSWORD, signUp } from './support/people';
import { heldThrough } from './support/under-attack';

/** Sign-in guesses from one IPv6 /64, each from its own /128: far more than any per-address limit allows. */
const GUESSES_FROM_ONE_64 = 150;
/** As attacked: about 100 failures from rotating addresses locked the doctor out; 150 here. */
const ROTATING_FAILURES = 150;
/** The reset email's job has run well within this. */
const MAIL_SETTLE_MS = 30_000;

let product: HostileProduct;

beforeAll(async () => {
  // The development mail (no SMTP_URL) at the most talkative level: where reset links leaked.
  product = await startHostileProduct({ LOG_LEVEL: 'debug' });
});
afterAll(async () => {
  await product?.close();
});

function from(address: string) {
  return { 'X-Forwarded-For': address };
}

describe('limits that match how attacks come', () => {
  it('limits guesses from one IPv6 /64 however its /128s rotate', async () => {
    const statuses = await heldThrough(product, async () => {
      const seen: number[] = [];
      for (let guess = 1; guess <= GUESSES_FROM_ONE_64; guess += 1) {
        const body = { email: `${randomUUID()}@example.com`, password: `Wrong-Guess-${guess}` };
        seen.push((await call(product, undefined, 'POST', API_ROUTES.accounts.login.path, body, from(`2001:db8:4:7::${guess.toString(16)}`))).status);
        // Once limited, more guesses only cost the suite time.
        if (seen.at(-1) === 429) break;
      }
      return seen;
    });
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses).toContain(429);
  }, HOSTILE_TEST_TIMEOUT_MS);

  it("lets the doctor's first redemption in from a new address after failures from rotating addresses", async () => {
    const patient = await signUp(product);
    const issued = await call(product, patient, 'POST', API_ROUTES.clinician.issueCode.path, {});
    expect(issued.status).toBe(201);
    const redeemed = await heldThrough(product, async () => {
      for (let failure = 1; failure <= ROTATING_FAILURES; failure += 1) {
        const wrong = { email: patient.email, accessCode: `WRONG${failure}` };
        const answer = await call(product, undefined, 'POST', API_ROUTES.clinician.redeem.path, wrong, from(`198.18.${failure >> 8}.${failure & 255}`));
        expect([400, 401, 403, 404, 429]).toContain(answer.status);
      }
      return call(product, undefined, 'POST', API_ROUTES.clinician.redeem.path, { email: patient.email, accessCode: issued.body.code }, from('203.0.113.77'));
    });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
  }, HOSTILE_TEST_TIMEOUT_MS);

  it('writes no reset link, token or secret to the log at debug level', async () => {
    const person = await signUp(product);
    const secret = (await call(product, person, 'POST', API_ROUTES.nightscoutSecret.create.path)).body.secret as string;
    const code = (await call(product, person, 'POST', API_ROUTES.clinician.issueCode.path, {})).body.code as string;
    const doctor = await call(product, undefined, 'POST', API_ROUTES.clinician.redeem.path, { email: person.email, accessCode: code }, from('203.0.113.78'));
    await heldThrough(product, async () => {
      const asked = await call(product, undefined, 'POST', API_ROUTES.accounts.forgotPassword.path, { email: person.email }, from(person.address));
      expect(asked.status).toBe(202);
      const login = await call(product, undefined, 'POST', API_ROUTES.accounts.login.path, { email: person.email, password: PASSWORD }, from(person.address));
      expect(login.status).toBe(200);
      const deadline = Date.now() + MAIL_SETTLE_MS;
      // The reset email is a job: once none is left for the person, whatever it logs is in the log.
      await sleep(500);
      while ((await jobsInFlight(product, person.userId)) > 0 && Date.now() < deadline) await sleep(250);
      return login;
    });
    const log = product.child.log();
    const secrets = { session: person.token, uploaderSecret: secret, doctorCode: code, doctorSession: String(doctor.body.token ?? 'no doctor session') };
    for (const [name, value] of Object.entries(secrets)) expect(log.includes(value), `${name} in the log`).toBe(false);
    expect(log).not.toMatch(/reset-password\?token=/);
    expect(log).not.toMatch(/token=[A-Za-z0-9_-]{16,}/);
  }, HOSTILE_TEST_TIMEOUT_MS);
});
