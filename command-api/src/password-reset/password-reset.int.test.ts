import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES, PasswordResetRequested, PasswordResetTokenIssued, streamIds, API_ROUTES } from '@glyco/contracts';
import { resetLinkIn, startSmtpSink, type SmtpSink, JOB_BACKENDS, TEST_JWT_SECRET, startTestApp, type TestApp } from '@glyco/testing';
import { createResetToken, hashResetToken, resetTokenKey } from '@glyco/runtime';

const APP_URL = 'https://glyco.example';
const registration = (email: string) => ({ name: 'Ada Lovelace', email, password: 'Marmalade-Sky-42', diabetesType: 'Type 1' });

describe.each(JOB_BACKENDS)('forgot and reset password (queues on %s)', (backend) => {
  let app: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp({ queueBackend: backend, roles: ['api', 'projector', 'workers'], env: { SMTP_URL: smtp.url, APP_URL, MAIL_FROM: 'Glyco <no-reply@glyco.example>' } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('mails a link that resets the password once, revoking earlier sessions', async () => {
    const ada = app.client();
    const registered = await ada.post(API_ROUTES.accounts.register.path, registration('ada@example.com'));
    ada.token = registered.body.token;

    const forgot = await app.client().post(API_ROUTES.accounts.forgotPassword.path, { email: 'Ada@Example.com' });
    expect(forgot.status).toBe(202);
    expect(forgot.headers.get('x-glyco-position')).toBeNull();
    const [mail] = await smtp.waitForMessages(1);
    expect(mail!.to).toMatchObject({ value: [{ address: 'ada@example.com', name: 'Ada Lovelace' }] });
    expect(mail!.from).toMatchObject({ value: [{ address: 'no-reply@glyco.example' }] });
    const link = resetLinkIn(mail!);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/reset-password`);
    expect(mail!.html).toContain(link.searchParams.get('token'));
    const token = link.searchParams.get('token')!;

    const weak = await app.client().post(API_ROUTES.accounts.resetPassword.path, { token, password: 'password1' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(PASSWORD_RESET_MESSAGES.newPasswordTooWeak);

    const reset = await app.client().post(API_ROUTES.accounts.resetPassword.path, { token, password: 'N3wPass!word' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(PASSWORD_RESET_MESSAGES.resetSucceeded);
    expect((await ada.get(API_ROUTES.accounts.me.path)).status).toBe(401);

    expect((await app.client().post(API_ROUTES.accounts.login.path, { email: 'ada@example.com', password: 'Marmalade-Sky-42' })).status).toBe(401);
    const login = await app.client().post(API_ROUTES.accounts.login.path, { email: 'ada@example.com', password: 'N3wPass!word' });
    expect(login.status).toBe(200);

    const again = await app.client().post(API_ROUTES.accounts.resetPassword.path, { token, password: 'An0ther!pass' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(PASSWORD_RESET_MESSAGES.linkInvalid);
    const stored = (await app.database.pool.query<{ data: string }>("SELECT data::text FROM events WHERE type = 'PasswordResetTokenIssued'")).rows;
    expect(stored.map((row) => row.data).join()).not.toContain(token);
  });

  it('answers known and unknown emails with the same status and body', async () => {
    await app.client().post(API_ROUTES.accounts.register.path, registration('grace@example.com'));
    const [known, unknown] = await Promise.all([
      app.client().post(API_ROUTES.accounts.forgotPassword.path, { email: 'grace@example.com' }),
      app.client().post(API_ROUTES.accounts.forgotPassword.path, { email: 'nobody@example.com' }),
    ]);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    expect(known.status).toBe(202);
    await smtp.waitForMessages(2);
    expect(smtp.accepted.map((mail) => JSON.stringify(mail.to))).not.toContain('nobody@example.com');
  });

  it('refuses an expired link with the invalid-link message', async () => {
    const registered = await app.client().post(API_ROUTES.accounts.register.path, registration('mary@example.com'));
    const userId = registered.body.user._id as string;
    const requestEventId = crypto.randomUUID();
    const token = createResetToken(resetTokenKey(TEST_JWT_SECRET), userId, requestEventId);
    const expired = { userId, tokenSha256: hashResetToken(token), expiresAt: new Date(Date.now() - 1000).toISOString(), requestEventId };
    await app.product.store.append(streamIds.user(userId), [
      { eventId: requestEventId, type: PasswordResetRequested.type, data: { userId } },
      { eventId: crypto.randomUUID(), type: PasswordResetTokenIssued.type, data: expired },
    ]);
    const refused = await app.client().post(API_ROUTES.accounts.resetPassword.path, { token, password: 'N3wPass!word' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PASSWORD_RESET_MESSAGES.linkInvalid);
  });

  it('reports the queue backend as up in the health check', async () => {
    const health = await app.client().get(API_ROUTES.system.health.path);
    expect(health.body.checks.queue).toMatchObject({ status: 'up', detail: expect.stringContaining(backend) });
  });
});
