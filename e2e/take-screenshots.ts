/**
 * Screenshots of the main pages for docs/screenshots: light and dark, desktop and phone.
 * Run with `npx tsx e2e/take-screenshots.ts` (needs the local PostgreSQL the tests use).
 */
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '@glyco/testing';
import { captureEveryLook, takeShot, type Device, type Shot, type Theme } from './support/screenshots';
import { desktop, mobile } from './support/viewports';
import { seedCgmDays, seedWeek } from './support/seed';
import { API_ROUTES, fillPath } from '@glyco/contracts';


const shots: Shot[] = [
  { name: 'landing', path: '/', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'login', path: '/login', ready: (page) => page.getByRole('heading', { name: 'Welcome Back' }).waitFor() },
  { name: 'register', path: '/register', ready: (page) => page.getByRole('heading', { name: 'Create Your Account' }).waitFor() },
  { name: 'forgot-password', path: '/forgot-password', ready: (page) => page.getByRole('heading', { name: 'Reset Password' }).waitFor() },
  { name: 'reset-password', path: '/reset-password?token=from-the-email', ready: (page) => page.getByRole('heading', { name: 'Set New Password' }).waitFor() },
  { name: 'not-found', path: '/missing', ready: (page) => page.getByRole('heading', { name: 'Page Not Found' }).waitFor() },
  { name: 'dashboard', path: '/dashboard', ready: (page) => page.getByRole('region', { name: 'Current Glucose' }).waitFor() },
  { name: 'glucose-monitor', path: '/glucose', ready: (page) => page.getByRole('region', { name: 'Time in Ranges' }).waitFor() },
  { name: 'glucose-monitor-daily', path: '/glucose', ready: (page) => showPeriod(page, 'Daily') },
  { name: 'glucose-monitor-monthly', path: '/glucose', ready: (page) => showPeriod(page, 'Monthly') },
  { name: 'meals', path: '/meals', ready: (page) => page.getByRole('region', { name: 'Meal History' }).locator('tbody tr').first().waitFor() },
  { name: 'insulin', path: '/insulin', ready: (page) => page.getByRole('region', { name: 'Dose History' }).getByRole('listitem').first().waitFor() },
  { name: 'bolus-calculator', path: '/insulin', ready: showBolusSuggestion },
  { name: 'reports', path: '/reports', ready: (page) => page.getByRole('img', { name: /Time in ranges/ }).waitFor() },
  { name: 'profile', path: '/profile', ready: (page) => page.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor() },
  { name: 'chat', path: '/chat', ready: askTheAssistant },
  { name: 'activity', path: '/activity', ready: (page) => page.getByText('Profile: insulin types changed').waitFor() },
];

async function register(app: TestApp): Promise<{ token: string }> {
  const client = app.client();
  const details = { name: 'Alex Morgan', email: 'alex@example.test', password: 'Marmalade-Sky-42', diabetesType: 'Type 1' };
  const response = await client.post(API_ROUTES.accounts.register.path, details);
  if (response.status !== 201) throw new Error(`register failed: ${JSON.stringify(response.body)}`);
  const account = { ...details, token: response.body.token as string };
  await seedWeek(app, account);
  // Two weeks of a sensor beside the finger-sticks: the dashboard's current glucose, the AGP and the consensus metrics.
  await seedCgmDays(app, account, 14);
  await correctSomething(app, account.token);
  await setUpBolusCalculator(app, account.token);
  return account;
}

/** A corrected reading and a profile edit, so the activity page has changes to show. */
async function correctSomething(app: TestApp, token: string) {
  const client = app.client();
  client.token = token;
  const oldest = (await client.get(API_ROUTES.glucose.list.path)).body.at(-1);
  await client.put(fillPath(API_ROUTES.glucose.update.path, { id: oldest._id }), { ...oldest, value: oldest.value + 2, notes: 'Meter re-check' });
  await client.put(API_ROUTES.accounts.updateProfile.path, { name: 'Alex Morgan', email: 'alex@example.test', insulinType: { basal: 'Tresiba', bolus: 'NovoRapid' } });
}

async function setUpBolusCalculator(app: TestApp, token: string) {
  const client = app.client();
  client.token = token;
  const bolusSettings = { carbRatio: 10, correctionFactor: 50, targetGlucose: 100, insulinDurationHours: 5, doseIncrement: 0.5, maxBolus: 15 };
  await client.put(API_ROUTES.accounts.updateProfile.path, { name: 'Alex Morgan', email: 'alex@example.test', bolusSettings });
  await client.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 1.5, timestamp: new Date(Date.now() - 3_600_000).toISOString() });
}

/** The glucose page on another period, once its figures for that period are in. */
async function showPeriod(page: Page, period: 'Daily' | 'Monthly') {
  await page.getByRole('region', { name: 'Time in Ranges' }).waitFor();
  const caption = await page.getByRole('region', { name: 'Period summary' }).locator('p').first().textContent();
  await page.getByRole('button', { name: period, exact: true }).click();
  await page.waitForFunction((before) => document.querySelector('[aria-label="Period summary"] p')?.textContent !== before, caption);
  await page.locator('[aria-busy="false"]').first().waitFor();
}

async function askTheAssistant(page: Page) {
  await page.getByRole('textbox', { name: 'Message' }).fill('What is my time in range this week?');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('log').getByText(/time in range/i).nth(1).waitFor();
  await page.getByRole('log').getByText('Typing...').waitFor({ state: 'detached' });
}

async function showBolusSuggestion(page: Page) {
  await page.getByRole('button', { name: 'Bolus Calculator' }).click();
  await page.getByLabel('Carbs (g)').fill('60');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await page.getByRole('region', { name: 'Bolus suggestion' }).waitFor();
}

/** `npx tsx e2e/take-screenshots.ts activity` retakes only the named shots. */
const only = process.argv.slice(2);
const chosenShots = () => (only.length ? shots.filter((shot) => only.includes(shot.name)) : shots);

async function capture(browser: Browser, app: TestApp, { token }: { token: string }, theme: Theme, device: Device) {
  const context = await browser.newContext({ baseURL: app.url, viewport: device === 'desktop' ? desktop : mobile, deviceScaleFactor: 1 });
  await context.addInitScript(
    ([chosen, savedToken]) => {
      localStorage.setItem('theme', chosen);
      localStorage.setItem('darkMode', 'false');
      localStorage.setItem('token', savedToken);
    },
    [theme, token] as const,
  );
  const page = await context.newPage();
  for (const shot of chosenShots()) await takeShot(page, shot, theme, device);
  await context.close();
}

await captureEveryLook(register, capture);
