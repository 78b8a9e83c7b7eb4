/**
 * The dashboard's 24-hour chart with the next hour's forecast cone, at 1440 and 375 px, light and
 * dark, written to the directory given (default /tmp). Run with
 * `npx tsx e2e/forecast/take-forecast-screenshots.ts [dir]`.
 */
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '@glyco/testing';
import { launchBrowser } from '../support/browser';
import buildWebApp from '../support/build-web-app';
import { registerAccount, type Account } from '../support/accounts';
import { seedCgmDays } from '../support/seed';

const outDir = process.argv[2] ?? '/tmp';
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 375, height: 740 } } as const;

async function shoot(browser: Browser, app: TestApp, account: Account): Promise<void> {
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
      const chart = page.locator('figure').filter({ has: page.getByTestId('forecast-cone') });
      await chart.waitFor();
      await chart.scrollIntoViewIfNeeded();
      await chart.screenshot({ path: `${outDir}/dashboard-forecast-${theme}-${device}.png` });
      await context.close();
    }
  }
}

buildWebApp();
const [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
try {
  const account = await registerAccount(app, 'Alex Morgan');
  await seedCgmDays(app, account, 1);
  await shoot(browser, app, account);
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await app.close();
}
