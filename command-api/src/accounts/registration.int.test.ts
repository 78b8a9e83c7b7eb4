import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEvents, startTestApp, type TestApp } from '@glyco/testing';
import { REGISTRATIONS_PER_ADDRESS_PER_HOUR, TAKEN_EMAIL_ANSWERS_PER_HOUR } from './registration-limit';
import { ACCOUNT_MESSAGES, API_ROUTES } from '@glyco/contracts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const TOO_GUESSABLE = 'This password is too common or easy to guess. Try a longer one, such as a few unrelated words.';
const person = (email: string) => ({ name: 'Mary Seacole', email, password: 'Marmalade-Sky-42', diabetesType: 'Type 2' });
let addresses = 0;
/** A fresh client address per request, so the per-address limit never answers for the rule under test. */
const fresh = () => ({ 'X-Forwarded-For': `10.20.${Math.floor(++addresses / 250)}.${addresses % 250}` });
const register = (body: unknown, headers = fresh()) => app.client().post(API_ROUTES.accounts.register.path, body, headers);

async function expectRefused(body: Record<string, unknown>, field: string, message: string) {
  const before = await countEvents(app);
  const response = await register(body);
  expect(response.status).toBe(400);
  expect(response.body.errors[field]).toBe(message);
  expect(await countEvents(app)).toBe(before);
}

describe('a refused registration leaves the address free', () => {
  it.each([
    ['a NUL byte in the name', { name: 'Mary\u0000' }, 'name', 'Name must not contain control characters'],
    ['a lone surrogate in the name', { name: 'Mary \ud800' }, 'name', 'Name must not contain control characters'],
    ['a date of diagnosis still to come', { dateOfDiagnosis: '2999-01-01' }, 'dateOfDiagnosis', 'Date of diagnosis cannot be in the future'],
    ['a date of diagnosis in year 0', { dateOfDiagnosis: '0000-01-01' }, 'dateOfDiagnosis', 'Enter a date after 1 January 1900'],
  ])('%s: 400, nothing appended, and the real owner registers at once', async (_case, change, field, message) => {
    const email = `mary-${addresses}@example.com`;
    await expectRefused({ ...person(email), ...change }, field, message);
    const owner = await register(person(email));
    expect(owner.status).toBe(201);
    expect(owner.body.user.email).toBe(email);
  });
});

describe('passwords (ASVS 5.0 V6.2)', () => {
  it.each(['123456', 'qwerty', '1234567'])('refuses %s: shorter than 8 characters', (password) =>
    expectRefused({ ...person('short@example.com'), password }, 'password', 'Password must be at least 8 characters long.'));

  it.each(['12345678', 'qwertyuiop', 'password1', 'Password123!', 'iloveyou2', 'P@ssw0rd!', 'Glyco2024!', 'Seacole1234'])(
    'refuses %s: common, breached or predictable',
    (password) => expectRefused({ ...person('weak@example.com'), password }, 'password', TOO_GUESSABLE),
  );

  it('accepts a passphrase of up to 128 characters, exactly as typed, and signs in with it', async () => {
    const password = '  quiet violet harbours keep 37 brass lanterns while otters audit the tides near Abersoch at every spring dusk, singing  ';
    expect(password.length).toBeLessThanOrEqual(128);
    expect((await register({ ...person('passphrase@example.com'), password })).status).toBe(201);
    expect((await app.client().post(API_ROUTES.accounts.login.path, { email: 'passphrase@example.com', password }, fresh())).status).toBe(200);
    expect((await app.client().post(API_ROUTES.accounts.login.path, { email: 'passphrase@example.com', password: password.trim() }, fresh())).status).toBe(401);
  });

  it('refuses a common new password at reset too, before looking at the token', async () => {
    const response = await app.client().post(API_ROUTES.accounts.resetPassword.path, { token: 'a'.repeat(64), password: 'qwerty123' }, fresh());
    expect(response.status).toBe(400);
    expect(response.body.errors.password).toBe(TOO_GUESSABLE);
  });
});

describe('registration is limited per address', () => {
  it(`allows ${REGISTRATIONS_PER_ADDRESS_PER_HOUR} an hour from one address, then 429 with Retry-After; others are unaffected`, async () => {
    const address = { 'X-Forwarded-For': '10.99.0.1' };
    for (let index = 0; index < REGISTRATIONS_PER_ADDRESS_PER_HOUR; index += 1) {
      expect((await register(person(`limit-${index}@example.com`), address)).status).toBe(201);
    }
    const before = await countEvents(app);
    const refused = await register(person('limit-over@example.com'), address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many accounts were created from your network. Please try again later.');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3000);
    expect(await countEvents(app)).toBe(before);
    expect((await register(person('limit-over@example.com'), { 'X-Forwarded-For': '10.99.0.2' })).status).toBe(201);
  });

  it('does not count a form refused by validation', async () => {
    const address = { 'X-Forwarded-For': '10.98.0.1' };
    for (let index = 0; index < REGISTRATIONS_PER_ADDRESS_PER_HOUR + 5; index += 1) {
      expect((await register({ ...person(`typo-${index}@example.com`), password: 'short' }, address)).status).toBe(400);
    }
    expect((await register(person('typo-done@example.com'), address)).status).toBe(201);
  });
});

describe('what sign-up and email change tell about an email is bounded', () => {
  const taken = 'already-here@example.com';
  const network = (host: number) => ({ 'X-Forwarded-For': `2001:db8:e1:1::${host}` });

  beforeAll(async () => {
    expect((await register(person(taken))).status).toBe(201);
  });

  it(`answers "already exists" ${TAKEN_EMAIL_ANSWERS_PER_HOUR} times an hour to one /64, then refuses every sign-up from it, free email or not`, async () => {
    for (let host = 1; host <= TAKEN_EMAIL_ANSWERS_PER_HOUR; host += 1) {
      const answer = await register(person(taken), network(host));
      expect([answer.status, answer.body.message]).toEqual([409, ACCOUNT_MESSAGES.emailAlreadyRegistered]);
    }
    const before = await countEvents(app);
    for (const email of [taken, 'free-after-probing@example.com']) {
      const refused = await register(person(email), network(99));
      expect([refused.status, refused.body.message], email).toEqual([429, ACCOUNT_MESSAGES.tooManyEmailsTaken]);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3000);
    }
    expect(await countEvents(app)).toBe(before);
    expect((await register(person('free-after-probing@example.com'), { 'X-Forwarded-For': '2001:db8:e1:2::1' })).status, 'the next /64').toBe(201);
  });

  it('bounds email changes to a taken address per /64 and per account alike', async () => {
    const prober = app.client();
    prober.token = (await register(person('prober@example.com'))).body.token;
    const changeEmail = (client: typeof prober, email: string, headers: Record<string, string>) =>
      client.request('PUT', API_ROUTES.accounts.updateProfile.path, { name: 'Mary Seacole', email }, headers);
    for (let host = 1; host <= TAKEN_EMAIL_ANSWERS_PER_HOUR; host += 1) {
      expect((await changeEmail(prober, taken, { 'X-Forwarded-For': `2001:db8:e2:1::${host}` })).status).toBe(409);
    }
    const fromNewNetwork = await changeEmail(prober, 'prober-new@example.com', { 'X-Forwarded-For': '2001:db8:e2:99::1' });
    expect([fromNewNetwork.status, fromNewNetwork.body.message], 'the same account, from a new /64').toEqual([429, ACCOUNT_MESSAGES.tooManyEmailsTaken]);

    const neighbour = app.client();
    neighbour.token = (await register(person('neighbour@example.com'))).body.token;
    expect((await changeEmail(neighbour, 'neighbour-new@example.com', { 'X-Forwarded-For': '2001:db8:e2:1::77' })).status, 'another account, from the prober’s /64').toBe(429);
    const changed = await changeEmail(neighbour, 'neighbour-new@example.com', { 'X-Forwarded-For': '2001:db8:e2:100::1' });
    expect([changed.status, changed.body]).toEqual([200, expect.objectContaining({ email: 'neighbour-new@example.com' })]);
  });
});

describe('registration is limited per IPv6 /64', () => {
  it('counts every address of one /64 together', async () => {
    for (let host = 1; host <= REGISTRATIONS_PER_ADDRESS_PER_HOUR; host += 1) {
      expect((await register(person(`v6-${host}@example.com`), { 'X-Forwarded-For': `2001:db8:f0:1::${host.toString(16)}` })).status).toBe(201);
    }
    expect((await register(person('v6-over@example.com'), { 'X-Forwarded-For': '2001:db8:f0:1:abcd::1' })).status).toBe(429);
  });
});
