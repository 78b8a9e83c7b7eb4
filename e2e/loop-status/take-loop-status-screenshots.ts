/**
 * The dashboard's loop status line at 1440 and 375 px, written to the directory given (default
 * /tmp). Run with `npx tsx e2e/loop-status/take-loop-status-screenshots.ts [dir]`.
 */
import { API_ROUTES } from '@glyco/contracts';
import { startTestApp } from '@glyco/testing';
import { launchBrowser } from '../support/browser';
import buildWebApp from '../support/build-web-app';
import { registerAccount } from '../support/accounts';
import { seedWeek } from '../support/seed';

const outDir = process.argv[2] ?? '/tmp';
const MINUTE = 60_000;

buildWebApp();
const [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
try {
  const account = await registerAccount(app, 'Alex Morgan');
  await seedWeek(app, account);
  const client = app.client();
  client.token = account.token;
  const secret = (await client.post(API_ROUTES.nightscoutSecret.create.path)).body.secret as string;
  const at = new Date(Date.now() - 3 * MINUTE).toISOString();
  const status = { device: 'loop://iPhone', created_at: at, loop: { timestamp: at, iob: { iob: 1.2 }, cob: { cob: 20 } }, pump: { reservoir: 120, battery: { percent: 45 } }, uploader: { battery: 80 } };
  const posted = await fetch(`${app.url}${API_ROUTES.nightscoutDevice.postDeviceStatus.path}?token=${secret}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(status) });
  if (posted.status !== 200) throw new Error(`device status: ${posted.status}`);
  for (const [name, viewport] of [['desktop', { width: 1440, height: 900 }], ['mobile', { width: 375, height: 740 }]] as const) {
    const context = await browser.newContext({ baseURL: app.url, viewport, deviceScaleFactor: 1 });
    await context.addInitScript((token) => localStorage.setItem('token', token), account.token);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByLabel('Loop status').waitFor();
    await page.screenshot({ path: `${outDir}/loop-status-${name}.png` });
    await context.close();
  }
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await app.close();
}
