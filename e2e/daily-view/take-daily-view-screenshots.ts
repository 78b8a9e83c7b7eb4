/**
 * The Glucose page's daily view of a loop's day for docs/screenshots, light and dark, at 1440 and
 * 375 px. Run with `npx tsx e2e/daily-view/take-daily-view-screenshots.ts`.
 */
import { mkdir } from 'node:fs/promises';
import { startTestApp } from '@glyco/testing';
import { registerAccount } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import buildWebApp from '../support/build-web-app';
import { screenshotsDir } from '../support/screenshots';
import { mobile } from '../support/viewports';
import { seedReviewDay } from './seed-day';

const widths = { desktop: { width: 1440, height: 900 }, mobile } as const;
const localDate = (day: Date) => `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

buildWebApp();
await mkdir(screenshotsDir, { recursive: true });
const [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
try {
  const account = await registerAccount(app, 'Alex Morgan');
  const day = await seedReviewDay(app, account);
  for (const theme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries(widths)) {
      const context = await browser.newContext({ baseURL: app.url, viewport, deviceScaleFactor: 1 });
      await context.addInitScript(([chosen, token]) => {
        localStorage.setItem('theme', chosen);
        localStorage.setItem('darkMode', 'false');
        localStorage.setItem('token', token);
      }, [theme, account.token] as const);
      const page = await context.newPage();
      await page.goto('/glucose');
      await page.getByRole('button', { name: 'Daily', exact: true }).click();
      await page.getByLabel('Period ending on').fill(localDate(day));
      await page.getByTestId('basal-step').first().waitFor();
      await page.getByRole('button', { name: /^Meal, 60 g carbs/ }).waitFor();
      await page.getByRole('region', { name: 'Daily View', exact: true }).screenshot({ path: `${screenshotsDir}daily-view-${theme}-${device}.png` });
      await context.close();
    }
  }
  console.log(`Screenshots written to ${screenshotsDir}`);
} finally {
  await browser.close();
  await app.close();
}
