/**
 * The dashboard with an urgent low's banner (raised from readings uploaded through the Nightscout
 * API), at 1440 and 375 px, light and dark, written to the directory given (default /tmp). Run with
 * `npx tsx e2e/alert-banner/take-alert-banner-screenshots.ts [dir]`.
 */
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { API_ROUTES } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { launchBrowser } from '../support/browser';
import buildWebApp from '../support/build-web-app';
import { registerAccount, type Account } from '../support/accounts';

const outDir = process.argv[2] ?? '/tmp';
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 375, height: 740 } } as const;

async function open(browser: Browser, app: TestApp, account: Account, viewport: { width: number; height: number }, theme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.url, viewport, deviceScaleFactor: 1, colorScheme: theme });
  await context.addInitScript(({ token, chosen }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('theme', chosen);
    localStorage.setItem('darkMode', 'false');
  }, { token: account.token, chosen: theme });
  return context.newPage();
}

async function uploadFallTo50(app: TestApp, account: Account): Promise<void> {
  const client = app.client();
  client.token = account.token;
  const secret = (await client.post(API_ROUTES.nightscoutSecret.create.path)).body.secret as string;
  // [mg/dL, minutes ago], uploaded as a phone does: the history, then each new reading.
  const history = [120, 110, 100, 90, 80, 70].map((mgdl, index) => [mgdl, 35 - index * 5]);
  for (const batch of [history, [[60, 5]], [[50, 0]]]) {
    const entries = batch.map(([sgv, minutesAgo]) => {
      const date = Date.now() - minutesAgo! * 60_000;
      return { type: 'sgv', sgv, date, dateString: new Date(date).toISOString(), device: 'xDrip-DexcomG6' };
    });
    await fetch(new URL(API_ROUTES.nightscoutV1.postEntries.path, app.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'api-secret': createHash('sha1').update(secret).digest('hex') },
      body: JSON.stringify(entries),
    });
  }
}

buildWebApp();
const [app, browser] = await Promise.all([startTestApp({ roles: ['api', 'projector', 'workers'] }), launchBrowser()]);
try {
  const sam = await registerAccount(app, 'Sam Carter');
  await uploadFallTo50(app, sam);
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of ['light', 'dark'] as const) {
      const page = await open(browser, app, sam, viewport, theme);
      await page.goto('/dashboard');
      await page.getByRole('alert').filter({ hasText: 'Urgent low 50 mg/dL' }).waitFor({ timeout: 30_000 });
      await page.screenshot({ path: `${outDir}/alert-banner-${theme}-${device}.png` });
      await page.context().close();
    }
  }
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await app.close();
}
