/**
 * Screenshots of sharing data with a doctor for docs/screenshots: the clinician's read-only view and
 * access page, and the profile's doctor section; light and dark, desktop and phone.
 * Run with `npx tsx e2e/take-clinician-screenshots.ts` (needs the local PostgreSQL the tests use).
 */
import type { Browser } from 'playwright-core';
import type { TestApp } from '@glyco/testing';
import { captureEveryLook, takeShot, type Device, type Shot, type Theme } from './support/screenshots';
import { seedCgmDays, seedWeek } from './support/seed';
import { desktop, mobile } from './support/viewports';
import { API_ROUTES } from '@glyco/contracts';

interface Tokens {
  patient: string;
  clinician: string;
}

const shots: (Shot & { as: keyof Tokens | null })[] = [
  { name: 'clinician-access', path: '/clinician', as: null, ready: (page) => page.getByRole('heading', { name: 'Clinician access' }).waitFor() },
  { name: 'clinician-view', path: '/clinician/patient', as: 'clinician', ready: (page) => page.getByRole('img', { name: /Ambulatory glucose profile/ }).waitFor() },
  {
    name: 'profile-doctor-section',
    path: '/profile',
    as: 'patient',
    ready: async (page) => {
      await page.getByRole('tab', { name: 'Medical Details' }).click();
      await page.getByRole('region', { name: 'Recent access by your doctor' }).getByRole('listitem').first().waitFor();
    },
  },
];

async function shareWithDoctor(app: TestApp): Promise<Tokens> {
  const client = app.client();
  const details = { name: 'Alex Morgan', email: 'alex@example.test', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' };
  const registered = await client.post(API_ROUTES.accounts.register.path, details);
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  client.token = registered.body.token as string;
  await seedWeek(app, { ...details, token: client.token });
  await seedCgmDays(app, { ...details, token: client.token }, 14);
  await client.put(API_ROUTES.accounts.updateProfile.path, { name: details.name, email: details.email, dateOfDiagnosis: '2015-06-01', doctor: { name: 'Dr. Rivera', phone: '', email: '' } });
  const issued = await client.post(API_ROUTES.clinician.issueCode.path, { expiresInDays: 30 });
  if (issued.status !== 201) throw new Error(`issuing the code failed: ${JSON.stringify(issued.body)}`);
  await client.get(API_ROUTES.accounts.me.path);
  const redeemed = await app.client().post(API_ROUTES.clinician.redeem.path, { email: details.email, accessCode: issued.body.code });
  if (redeemed.status !== 201) throw new Error(`redeem failed: ${JSON.stringify(redeemed.body)}`);
  return { patient: client.token, clinician: redeemed.body.token as string };
}

async function capture(browser: Browser, app: TestApp, tokens: Tokens, theme: Theme, device: Device) {
  for (const shot of shots) {
    const context = await browser.newContext({ baseURL: app.url, viewport: device === 'desktop' ? desktop : mobile, deviceScaleFactor: 1 });
    await context.addInitScript(
      ([chosen, patient, clinician]) => {
        localStorage.setItem('theme', chosen);
        localStorage.setItem('darkMode', 'false');
        if (patient) localStorage.setItem('token', patient);
        if (clinician) sessionStorage.setItem('clinicianToken', clinician);
      },
      [theme, shot.as === 'patient' ? tokens.patient : '', shot.as === 'clinician' ? tokens.clinician : ''] as const,
    );
    await takeShot(await context.newPage(), shot, theme, device);
    await context.close();
  }
}

await captureEveryLook(shareWithDoctor, capture);
