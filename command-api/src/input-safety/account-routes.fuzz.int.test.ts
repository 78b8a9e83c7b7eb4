import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { accountRoutes, validProfileBody } from '../testing/fuzzed-write-routes';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { expectNoServerErrorNorAppend } from '../testing/write-route-fuzz';

/** Fewer than for records: every sign-up and sign-in that passes validation costs an argon2 hash. */
const RUNS_PER_ROUTE = 80;

const person = { name: 'Ada', email: 'ada@example.com' };
const password = 'Marmalade-Sky-42';
let app: TestApp;
let ada: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  ada = app.client();
  const registered = await ada.post(API_ROUTES.accounts.register.path, { ...person, password, diabetesType: 'Type 1' });
  ada.token = registered.body.token;
  const profile = await ada.put(API_ROUTES.accounts.updateProfile.path, validProfileBody(person));
  if (profile.status !== 200) throw new Error(`setup failed: ${profile.status} ${JSON.stringify(profile.body)}`);
});
afterAll(async () => {
  await app?.close();
});

describe('accounts: for arbitrary input never 5xx, and a 4xx appends nothing', () => {
  // In order: logout comes last, since it ends the session the others use.
  it.each(accountRoutes(person).map((route) => [route.route, route] as const))('%s', async (_name, route) => {
    await expectNoServerErrorNorAppend(app, ada, route, RUNS_PER_ROUTE);
  });
});

describe('the fuzzed deletions', () => {
  it('erased nothing: the person still signs in and reads their profile', async () => {
    const client = app.client();
    const signedIn = await client.post(API_ROUTES.accounts.login.path, { email: person.email, password }, { 'X-Forwarded-For': '10.255.255.254' });
    expect(signedIn.status).toBe(200);
    client.token = signedIn.body.token;
    expect((await client.get(API_ROUTES.accounts.me.path)).body.email).toBe(person.email);
  });
});
