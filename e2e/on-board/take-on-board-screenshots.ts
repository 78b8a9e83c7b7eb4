/**
 * The dashboard's on-board card at 1440 and 375 px, light and dark, from logged doses and meals
 * and from a loop's device status, written to the directory given (default /tmp). Run with
 * `npx tsx e2e/on-board/take-on-board-screenshots.ts [dir]`.
 */
import type { Browser } from 'playwright-core';
import { API_ROUTES } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { launchBrowser } from '../support/browser';
import buildWebApp from '../support/build-web-app';
import { registerAccount, type Account } from '../support/accounts';
import { seedWeek } from '../support/seed';

const outDir = process.argv[2] ?? '/tmp';
const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 375, height: 740 } } as const;

/** A bolus and a correction, lunch and a snack within the last hours, logged as the person would. */
async function logRecentDosesAndMeals(app: TestApp, account: Account): Promise<void> {
  const client = app.client();
  client.token = account.token;
  await client.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 4, timestamp: minutesAgo(70), injectionSite: 'Abdomen' });
  await client.post(API_ROUTES.meals.log.path, { mealType: 'Lunch', timestamp: minutesAgo(70), foodItems: [{ name: 'Pasta', carbs: 55 }] });
  await client.post(API_ROUTES.meals.log.path, { mealType: 'Snack', timestamp: minutesAgo(20), foodItems: [{ name: 'Apple', carbs: 15 }] });
  await client.post(API_ROUTES.insulin.log.path, { insulinType: 'Correction', units: 1, timestamp: minutesAgo(20), injectionSite: 'Arm' });
}

async function uploadLoopStatus(app: TestApp, account: Account): Promise<void> {
  const client = app.client();
  client.token = account.token;
  const secret = (await client.post(API_ROUTES.nightscoutSecret.create.path)).body.secret as string;
  const at = minutesAgo(3);
  const status = { device: 'loop://iPhone', created_at: at, loop: { timestamp: at, iob: { iob: 2.35 }, cob: { cob: 24 } }, pump: { reservoir: 120, battery: { percent: 45 } } };
  const posted = await fetch(`${app.url}${API_ROUTES.nightscoutDevice.postDeviceStatus.path}?token=${secret}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(status) });
  if (posted.status !== 200) throw new Error(`device status: ${posted.status}`);
}

async function shoot(browser: Browser, app: TestApp, account: Account, name: string): Promise<void> {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ baseURL: app.url, viewport, deviceScaleFactor: 1, colorScheme: theme });
      // The account's dark-mode setting (off) counts as applied, so the theme chosen here stays.
      await context.addInitScript(({ token, chosen }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('theme', chosen);
        localStorage.setItem('darkMode', 'false');
      }, { token: account.token, chosen: theme });
      const page = await context.newPage();
      await page.goto('/dashboard');
      const card = page.getByRole('region', { name: 'On board' });
      await card.getByRole('img').first().waitFor();
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${outDir}/on-board-${name}-${theme}-${device}.png` });
      await card.screenshot({ path: `${outDir}/on-board-card-${name}-${theme}-${device}.png` });
      await context.close();
    }
  }
}

buildWebApp();
const [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
try {
  const account = await registerAccount(app, 'Alex Morgan');
  await seedWeek(app, account);
  await logRecentDosesAndMeals(app, account);
  await shoot(browser, app, account, 'records');
  await uploadLoopStatus(app, account);
  await shoot(browser, app, account, 'loop');
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await app.close();
}
