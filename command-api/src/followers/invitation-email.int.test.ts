import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { startSmtpSink, startTestApp, type SmtpSink, type TestApp } from '@glyco/testing';
import { registerPatient } from '../clinician/clinician-test-support';
import { accept, invite } from './follower-test-support';

const APP_URL = 'https://glyco.example';

let app: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ roles: ['api', 'projector', 'workers'], env: { SMTP_URL: smtp.url, APP_URL, MAIL_FROM: 'Glyco <no-reply@glyco.example>' } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('the invitation email', () => {
  it("mails the follower the invitation's single-use link, built on APP_URL, saying who invites and what they will see", async () => {
    const [sam, mum] = await Promise.all([registerPatient(app, 'Sam'), registerPatient(app, 'Mum')]);
    const link = await invite(sam, mum, { shares: { mealsAndDoses: false }, alerts: true });
    expect(link.startsWith(`${APP_URL}/follow?invitation=`)).toBe(true);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail!.to).toMatchObject({ value: [{ address: mum.email, name: 'Mum' }] });
    expect(mail!.subject).toBe('Sam invites you to follow them on Glyco');
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('and their alerts');
    expect(mail!.text).not.toContain('meals and insulin doses');
    expect((await accept(mum, link)).status).toBe(201);
    expect((await mum.client.get(API_ROUTES.followers.following.path)).body.people).toEqual([expect.objectContaining({ name: 'Sam' })]);
  });
});
