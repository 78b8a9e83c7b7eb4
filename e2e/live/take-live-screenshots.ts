/**
 * The live dashboard at 1440 and 375 px in both themes, after a reading arrived on the open page,
 * and one whose last reading is 17 minutes old. Run with `npx tsx e2e/live/take-live-screenshots.ts`.
 */
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { API_ROUTES } from '@glyco/contracts';
import type { TestApp } from '@glyco/testing';
import { registerAccount, type Account } from '../support/accounts';
import { captureEveryLook, screenshotsDir, type Device, type Theme } from '../support/screenshots';

const MINUTE = 60_000;
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 375, height: 740 } } as const;

/** Nightscout's arrow for a change over 5 minutes (its direction plugin's steps, per minute). */
function directionOf(deltaPerMinute: number): string {
  if (deltaPerMinute > 2) return 'SingleUp';
  if (deltaPerMinute > 1) return 'FortyFiveUp';
  if (deltaPerMinute >= -1) return 'Flat';
  if (deltaPerMinute >= -2) return 'FortyFiveDown';
  return 'SingleDown';
}

/** A day of 5-minute sensor values: a gentle night, a rise after breakfast and lunch, ending `endMinutesAgo`. */
function sensorDay(endMinutesAgo: number, now: number) {
  const valueAt = (minutesAgo: number) => Math.round(128 + 38 * Math.sin(minutesAgo / 170) + 22 * Math.sin(minutesAgo / 47));
  return Array.from({ length: 288 }, (_, index) => {
    const minutesAgo = endMinutesAgo + index * 5;
    const sgv = valueAt(minutesAgo);
    const date = now - minutesAgo * MINUTE;
    return { type: 'sgv', sgv, date, dateString: new Date(date).toISOString(), direction: directionOf((sgv - valueAt(minutesAgo + 5)) / 5), device: 'xDrip-DexcomG6' };
  });
}

async function upload(app: TestApp, secret: string, entries: unknown[]): Promise<void> {
  const response = await fetch(new URL(API_ROUTES.nightscoutV1.postEntries.path, app.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'api-secret': createHash('sha1').update(secret).digest('hex') },
    body: JSON.stringify(entries),
  });
  if (response.status !== 200) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

async function uploader(app: TestApp, name: string): Promise<{ account: Account; secret: string }> {
  const account = await registerAccount(app, name);
  const client = app.client();
  client.token = account.token;
  return { account, secret: (await client.post(API_ROUTES.nightscoutSecret.create.path)).body.secret as string };
}

async function openDashboard(browser: Browser, app: TestApp, account: Account, theme: Theme, device: Device): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.url, viewport: viewports[device], deviceScaleFactor: 1, colorScheme: theme });
  await context.addInitScript(({ token, dark }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('theme', dark ? 'dark' : 'light');
    localStorage.setItem('darkMode', 'false');
  }, { token: account.token, dark: theme === 'dark' });
  const page = await context.newPage();
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === API_ROUTES.live.stream.path);
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Current Glucose' }).waitFor();
  await streamOpen;
  return page;
}

const settled = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.querySelectorAll('svg[role="img"][width]')).every((svg) => Math.abs(Number(svg.getAttribute('width')) - (svg.parentElement?.clientWidth ?? 0)) <= 1),
  );

await captureEveryLook(
  async (app) => {
    const now = Date.now();
    // One person per look: a second upload within the minute would count as the same reading.
    const live = new Map<string, Awaited<ReturnType<typeof uploader>>>();
    for (const look of ['light-desktop', 'light-mobile', 'dark-desktop', 'dark-mobile']) {
      const person = await uploader(app, 'Alex Morgan');
      await upload(app, person.secret, sensorDay(5, now));
      live.set(look, person);
    }
    const quiet = await uploader(app, 'Sam Rivera');
    await upload(app, quiet.secret, sensorDay(17, now));
    return { live, quiet };
  },
  async (browser, app, { live: people, quiet }, theme, device) => {
    const live = people.get(`${theme}-${device}`)!;
    const page = await openDashboard(browser, app, live.account, theme, device);
    // A little above the last uploaded value, rising slowly as its arrow says.
    const value = sensorDay(5, Date.now())[0]!.sgv + 6;
    const date = Date.now();
    await upload(app, live.secret, [{ type: 'sgv', sgv: value, date, dateString: new Date(date).toISOString(), direction: 'FortyFiveUp', device: 'xDrip-DexcomG6' }]);
    await page.getByRole('region', { name: 'Latest Readings' }).getByText(String(value)).first().waitFor();
    await page.waitForFunction((shown) => document.title.startsWith(`${shown} ↗`), value);
    await settled(page);
    console.log(`${theme} ${device}: tab title "${await page.title()}"`);
    await page.screenshot({ path: `${screenshotsDir}live-dashboard-${theme}-${device}.png` });
    await page.context().close();

    if (theme !== 'light') return;
    const stale = await openDashboard(browser, app, quiet.account, theme, device);
    await stale.getByText('No reading for 17 min').waitFor();
    await settled(stale);
    console.log(`stale ${device}: tab title "${await stale.title()}"`);
    await stale.screenshot({ path: `${screenshotsDir}live-no-reading-${theme}-${device}.png` });
    await stale.context().close();
  },
);
