import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, API_ROUTES } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';

let first: TestApp;
let second: TestApp;
const email = 'shared-limit@example.com';
const PASSWORD = 'Marmalade-Sky-42';
const fromIp = (ip: string) => ({ 'X-Forwarded-For': ip });

beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({ database: first.database, roles: ['api'] });
  const registered = await first.client().post(API_ROUTES.accounts.register.path, { name: 'Ada Lovelace', email, password: PASSWORD, diabetesType: 'Type 1' });
  expect(registered.status).toBe(201);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const logIn = (app: TestApp, password: string, ip: string) => app.client().post(API_ROUTES.accounts.login.path, { email, password }, fromIp(ip));

describe('login limits across API processes', () => {
  it("counts one address's guesses at one account in both processes; the owner still signs in from elsewhere", async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await logIn(attempt % 2 ? first : second, 'bad-one', '10.6.0.1')).status).toBe(401);
    }
    for (const app of [first, second]) {
      const limited = await logIn(app, PASSWORD, '10.6.0.1');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: ACCOUNT_MESSAGES.tooManyLoginAttempts });
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(890);
    }
    for (const app of [first, second]) expect((await logIn(app, PASSWORD, '10.6.1.1')).status, 'the owner, from another address').toBe(200);
    expect((await logIn(second, PASSWORD, '10.6.0.1')).status, 'the guessing address stays throttled').toBe(429);
  });

  it('counts one address against one per-IP limit whichever process it reaches', async () => {
    const stranger = (app: TestApp, index: number) => app.client().post(API_ROUTES.accounts.login.path, { email: `nobody-${index}@example.com`, password: 'bad-one' }, fromIp('10.7.0.1'));
    for (let attempt = 0; attempt < 50; attempt += 1) expect((await stranger(attempt % 2 ? first : second, attempt)).status).toBe(401);
    expect((await stranger(first, 50)).status).toBe(429);
    expect((await stranger(second, 51)).status).toBe(429);
  });
});
