import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, countEvents } from '@glyco/testing';
import { API_ROUTES } from '@glyco/contracts';

let app: TestApp;
let signedIn: TestClient;

const validRegistration = { name: 'Mary', email: 'mary@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 2' };
const validProfile = { name: 'Mary', email: 'mary@example.com' };

beforeAll(async () => {
  app = await startTestApp();
  signedIn = app.client();
  signedIn.token = (await signedIn.post(API_ROUTES.accounts.register.path, validRegistration)).body.token;
});
afterAll(async () => {
  await app?.close();
});

type Case = [description: string, body: Record<string, unknown>, field: string, message: string];

const registerCases: Case[] = [
  ['name missing', { ...validRegistration, name: '' }, 'name', 'Name is required'],
  ['email missing', { ...validRegistration, email: '' }, 'email', 'Email is required'],
  ['email malformed', { ...validRegistration, email: 'mary@' }, 'email', 'Invalid email address'],
  ['password missing', { ...validRegistration, password: '' }, 'password', 'Password is required'],
  ['password short', { ...validRegistration, password: '1234567' }, 'password', 'Password must be at least 8 characters long.'],
  ['diabetes type missing', { ...validRegistration, diabetesType: '' }, 'diabetesType', 'Diabetes type is required'],
];

const loginCases: Case[] = [
  ['email missing', { password: 'Marmalade-Sky-42' }, 'email', 'Email is required'],
  ['email malformed', { email: 'nope', password: 'Marmalade-Sky-42' }, 'email', 'Invalid email address'],
  ['password missing', { email: 'mary@example.com', password: '' }, 'password', 'Password is required'],
  ['password short', { email: 'mary@example.com', password: 'abc' }, 'password', 'Password must be at least 6 characters'],
];

const profileCases: Case[] = [
  ['name missing', { ...validProfile, name: ' ' }, 'name', 'Name is required'],
  ['email missing', { ...validProfile, email: '' }, 'email', 'Email is required'],
  ['email malformed', { ...validProfile, email: 'mary.example.com' }, 'email', 'Invalid email address'],
  ['doctor email malformed', { ...validProfile, doctor: { email: 'doc@' } }, 'doctor.email', 'Invalid email address'],
  ['contact email malformed', { ...validProfile, emergencyContacts: [{ name: 'Jo', email: 'jo' }] }, 'emergencyContacts.0.email', 'Invalid email address'],
  ['target min below 40', { ...validProfile, targetGlucoseRange: { min: 39, max: 180 } }, 'targetGlucoseRange.min', 'Minimum value is 40'],
  ['target min above 200', { ...validProfile, targetGlucoseRange: { min: 201, max: 250 } }, 'targetGlucoseRange.min', 'Maximum value is 200'],
  ['target max below 100', { ...validProfile, targetGlucoseRange: { min: 70, max: 99 } }, 'targetGlucoseRange.max', 'Minimum value is 100'],
  ['target max above 300', { ...validProfile, targetGlucoseRange: { min: 70, max: 301 } }, 'targetGlucoseRange.max', 'Maximum value is 300'],
];

async function expectRejected(send: () => Promise<{ status: number; body: any }>, field: string, message: string) {
  const before = await countEvents(app);
  const response = await send();
  expect(response.status).toBe(400);
  expect(response.body.errors[field]).toBe(message);
  expect(typeof response.body.message).toBe('string');
  expect(await countEvents(app)).toBe(before);
}

describe('SPEC §5 rules answer 400 with their exact message and append nothing', () => {
  it.each(registerCases)('register: %s', (_d, body, field, message) =>
    expectRejected(() => app.client().post(API_ROUTES.accounts.register.path, body), field, message));

  it.each(loginCases)('login: %s', (_d, body, field, message) =>
    expectRejected(() => app.client().post(API_ROUTES.accounts.login.path, body), field, message));

  it.each(profileCases)('profile: %s', (_d, body, field, message) =>
    expectRejected(() => signedIn.put(API_ROUTES.accounts.updateProfile.path, body), field, message));

  it('profile: more than two emergency contacts', () =>
    expectRejected(
      () => signedIn.put(API_ROUTES.accounts.updateProfile.path, { ...validProfile, emergencyContacts: [{}, {}, {}].map((_, i) => ({ name: `C${i}` })) }),
      'emergencyContacts',
      'At most 2 emergency contacts',
    ));

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await fetch(`${app.url}${API_ROUTES.accounts.login.path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('The request body is not valid JSON.');
  });
});
