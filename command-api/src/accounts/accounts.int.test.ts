import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, countEvents } from '@glyco/testing';
import { API_ROUTES } from '@glyco/contracts';

let app: TestApp;

const registration = (email: string) => ({
  name: 'Ada Lovelace',
  email,
  password: 'Marmalade-Sky-42',
  diabetesType: 'Type 1',
  dateOfDiagnosis: '2010-04-01',
});

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('accounts over HTTP', () => {
  it('register -> login -> me -> update profile -> me shows the change', async () => {
    const client = app.client();
    const registered = await client.post(API_ROUTES.accounts.register.path, registration('ada@example.com'));
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', diabetesType: 'Type 1', dateOfDiagnosis: '2010-04-01' });
    expect(registered.body.user.targetGlucoseRange).toEqual({ min: 70, max: 180 });

    const login = await client.post(API_ROUTES.accounts.login.path, { email: 'ADA@example.com ', password: 'Marmalade-Sky-42' });
    expect(login.status).toBe(200);
    client.token = login.body.token;

    const me = await client.get(API_ROUTES.accounts.me.path);
    expect(me.status).toBe(200);
    expect(me.body._id).toBe(registered.body.user._id);

    const update = {
      name: 'Ada King',
      email: 'ada@example.com',
      insulinType: { basal: 'Tresiba', bolus: 'Fiasp' },
      targetGlucoseRange: { min: 80, max: 160 },
      emergencyContacts: [{ name: 'Charles', relationship: 'Friend', phone: '555-0100', email: 'charles@example.com' }],
      doctor: { name: 'Dr. Somerville', phone: '555-0199', email: 'mary@clinic.example' },
      settings: { glucoseUnit: 'mmol/L', darkMode: true, notificationsEnabled: false },
    };
    const updated = await client.put(API_ROUTES.accounts.updateProfile.path, update);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject(update);

    const after = await client.get(API_ROUTES.accounts.me.path);
    expect(after.body).toMatchObject(update);
  });

  it('answers me at once for a token used by another client that never saw the registration', async () => {
    const registered = await app.client().post(API_ROUTES.accounts.register.path, registration('fresh@example.com'));
    const elsewhere = app.client();
    elsewhere.readYourWrites = false;
    elsewhere.token = registered.body.token;
    const me = await elsewhere.get(API_ROUTES.accounts.me.path);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('fresh@example.com');
  });

  it('gives one success and one 409 to two concurrent registrations of one email', async () => {
    const results = await Promise.all([1, 2].map(() => app.client().post(API_ROUTES.accounts.register.path, registration('twin@example.com'))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('An account with this email already exists');
  });

  it('answers a wrong password and an unknown email identically', async () => {
    await app.client().post(API_ROUTES.accounts.register.path, registration('grace@example.com'));
    const wrong = await app.client().post(API_ROUTES.accounts.login.path, { email: 'grace@example.com', password: 'wrong-password' });
    const unknown = await app.client().post(API_ROUTES.accounts.login.path, { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('revokes tokens on logout; a new login works', async () => {
    const client = app.client();
    client.token = (await client.post(API_ROUTES.accounts.register.path, registration('alan@example.com'))).body.token;
    expect((await client.get(API_ROUTES.accounts.me.path)).status).toBe(200);
    expect((await client.post(API_ROUTES.accounts.logout.path)).status).toBe(200);
    const afterLogout = await client.get(API_ROUTES.accounts.me.path);
    expect(afterLogout.status).toBe(401);
    const again = await client.post(API_ROUTES.accounts.login.path, { email: 'alan@example.com', password: 'Marmalade-Sky-42' });
    client.token = again.body.token;
    expect((await client.get(API_ROUTES.accounts.me.path)).status).toBe(200);
  });

  it('keeps each user to their own profile', async () => {
    const alice = app.client();
    const bob = app.client();
    alice.token = (await alice.post(API_ROUTES.accounts.register.path, registration('alice@example.com'))).body.token;
    bob.token = (await bob.post(API_ROUTES.accounts.register.path, registration('bob@example.com'))).body.token;
    await alice.put(API_ROUTES.accounts.updateProfile.path, { name: 'Alice Changed', email: 'alice@example.com' });
    const bobMe = await bob.get(API_ROUTES.accounts.me.path);
    expect(bobMe.body.name).toBe('Ada Lovelace');
    expect(bobMe.body.email).toBe('bob@example.com');
    const stolenEmail = await alice.put(API_ROUTES.accounts.updateProfile.path, { name: 'Alice', email: 'bob@example.com' });
    expect(stolenEmail.status).toBe(409);
  });

  it('refuses requests without a valid token', async () => {
    const anonymous = app.client();
    expect((await anonymous.get(API_ROUTES.accounts.me.path)).status).toBe(401);
    anonymous.token = 'not-a-token';
    expect((await anonymous.put(API_ROUTES.accounts.updateProfile.path, { name: 'x', email: 'x@example.com' })).status).toBe(401);
  });

  it('limits login attempts per account before hashing', async () => {
    const client = app.client();
    await client.post(API_ROUTES.accounts.register.path, registration('limited@example.com'));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await client.post(API_ROUTES.accounts.login.path, { email: 'limited@example.com', password: 'bad-one' })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const limited = await client.post(API_ROUTES.accounts.login.path, { email: 'limited@example.com', password: 'Marmalade-Sky-42' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many login attempts/);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('reports health of the database, event store and queue backend', async () => {
    const health = await app.client().get(API_ROUTES.system.health.path);
    expect(health.status).toBe(200);
    expect(Object.keys(health.body.checks)).toEqual(['database', 'eventStore', 'queue']);
  });

  it('appends nothing for a bad registration', async () => {
    const before = await countEvents(app);
    const response = await app.client().post(API_ROUTES.accounts.register.path, { ...registration('bad'), name: '' });
    expect(response.status).toBe(400);
    expect(await countEvents(app)).toBe(before);
  });
});
