/**
 * Screenshots of the installable app for docs/screenshots, on a phone (375 px): the app's offer to
 * install itself, a meal saved without a connection waiting to send (light and dark), and the
 * dashboard opened offline. Run with `npx tsx e2e/take-offline-screenshots.ts` (needs the local PostgreSQL the tests use).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startTestApp } from '@glyco/testing';
import { openSignedIn, registerAccount } from './support/accounts';
import buildWebApp from './support/build-web-app';
import { screenshotsDir } from './support/screenshots';
import { mobile } from './support/viewports';
import { seedCgmDays } from './support/seed';

async function shoot(page: Page, name: string, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.screenshot({ path: `${screenshotsDir}${name}-${theme}-mobile.png` });
}

async function addMeal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add Meal' }).click();
  const form = page.getByRole('form', { name: 'Add meal' });
  await form.getByLabel('Meal type').selectOption('Lunch');
  const item = page.getByRole('group', { name: 'Food item 1' });
  await item.getByRole('combobox', { name: 'Food name' }).fill('Rye bread sandwich');
  await item.getByLabel('Carbs (g)', { exact: true }).fill('42');
  await form.getByRole('button', { name: 'Save Meal' }).click();
  await form.waitFor({ state: 'detached' });
}

async function capture(context: BrowserContext, page: Page): Promise<void> {
  // A persistent profile, as an installed browser has: Chromium offers to install only outside incognito.
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
  await page.reload();
  const offer = page.getByRole('region', { name: 'Install Glyco' });
  await offer.waitFor({ timeout: 30_000 });
  await page.getByRole('region', { name: 'Current Glucose' }).waitFor();
  await shoot(page, 'install-prompt');
  await offer.getByRole('button', { name: 'Not now' }).click();

  await page.goto('/meals');
  await page.getByRole('region', { name: 'Meal History' }).waitFor();
  await context.setOffline(true);
  await addMeal(page);
  await page.getByText('Waiting to send').waitFor();
  await shoot(page, 'offline-save-waiting');

  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Current Glucose' }).waitFor();
  await page.getByText('Waiting to send').waitFor();
  await shoot(page, 'offline-dashboard');

  // The theme chosen on this device, as the theme toggle stores it.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/meals');
  await page.getByText('Waiting to send').waitFor();
  await shoot(page, 'offline-save-waiting', 'dark');
}

buildWebApp();
const app = await startTestApp();
const profile = await mkdtemp(join(tmpdir(), 'glyco-install-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
  baseURL: app.url,
  viewport: mobile,
  colorScheme: 'light',
});
try {
  const account = await registerAccount(app, 'Alex Morgan');
  await seedCgmDays(app, account, 1);
  const page = context.pages()[0] ?? (await context.newPage());
  await openSignedIn(page, account, '/dashboard');
  await capture(context, page);
  console.log(`Screenshots written to ${screenshotsDir}`);
} finally {
  await context.close();
  await app.close();
  await rm(profile, { recursive: true, force: true });
}
