import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordResetRequested, streamIds, API_ROUTES } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';

let app: TestApp;
const fromIp = (ip: string) => ({ 'X-Forwarded-For': ip });
const forgot = (email: string, ip: string) => app.client().post(API_ROUTES.accounts.forgotPassword.path, { email }, fromIp(ip));

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('password reset rate limits', () => {
  it('counts forgot and reset requests of one address against one hourly limit', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const reset = await app.client().post(API_ROUTES.accounts.resetPassword.path, { token: `not-a-token-${attempt}`, password: 'N3wPass!word' }, fromIp('10.8.0.1'));
      expect(reset.status).toBe(400);
    }
    const limited = await forgot('nobody@example.com', '10.8.0.1');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many password reset requests/);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(3500);
    expect((await forgot('nobody@example.com', '10.8.0.2')).status).toBe(202);
  });

  it('quietly stops asking for mail to one address after five requests an hour', async () => {
    const registered = await app.client().post(API_ROUTES.accounts.register.path, { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await forgot('ada@example.com', `10.9.0.${attempt}`)).status).toBe(202);
    const events = await app.product.store.readStream(streamIds.user(registered.body.user._id));
    expect(events.filter((event) => event.type === PasswordResetRequested.type).length).toBe(5);
  });
});
