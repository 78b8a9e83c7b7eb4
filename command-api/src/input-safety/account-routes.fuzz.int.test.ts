import { afterAll, beforeAll, describe, it } from 'vitest';
import { accountRoutes, validProfileBody } from '../testing/fuzzed-write-routes';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { expectNoServerErrorNorAppend } from '../testing/write-route-fuzz';

/** Fewer than for records: every sign-up and sign-in that passes validation costs an argon2 hash. */
const RUNS_PER_ROUTE = 80;

const person = { name: 'Ada', email: 'ada@example.com' };
let app: TestApp;
let ada: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  ada = app.client();
  const registered = await ada.post('/api/auth/register', { ...person, password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
  ada.token = registered.body.token;
  const profile = await ada.put('/api/auth/profile', validProfileBody(person));
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
