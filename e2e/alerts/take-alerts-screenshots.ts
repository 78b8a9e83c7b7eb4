/**
 * Profile > Alerts and the page an emergency contact opens from an escalation email, at 1440 and
 * 375 px, light and dark, written to the directory given (default /tmp). Run with
 * `npx tsx e2e/alerts/take-alerts-screenshots.ts [dir]`.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { API_ROUTES } from '@glyco/contracts';
import { alertLinkKey, createAlertLinkToken } from '@glyco/runtime';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '@glyco/testing';
import { launchBrowser } from '../support/browser';
import buildWebApp from '../support/build-web-app';
import { registerAccount, type Account } from '../support/accounts';

const outDir = process.argv[2] ?? '/tmp';
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 375, height: 740 } } as const;

async function open(browser: Browser, app: TestApp, account: Account | null, viewport: { width: number; height: number }, theme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.url, viewport, deviceScaleFactor: 1, colorScheme: theme });
  await context.addInitScript(({ token, chosen }) => {
    if (token) localStorage.setItem('token', token);
    localStorage.setItem('theme', chosen);
    localStorage.setItem('darkMode', 'false');
  }, { token: account?.token ?? '', chosen: theme });
  return context.newPage();
}

buildWebApp();
const [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
try {
  const ada = await registerAccount(app, 'Ada Lovelace');
  const client = app.client();
  client.token = ada.token;
  const me = await client.get(API_ROUTES.accounts.me.path);
  await client.put(API_ROUTES.accounts.updateProfile.path, {
    name: ada.name, email: ada.email, emergencyContacts: [{ name: 'Anna', relationship: 'Partner', phone: '', email: 'anna@example.test' }],
  });
  const token = createAlertLinkToken(alertLinkKey(TEST_JWT_SECRET), { userId: me.body._id, alertId: randomUUID(), contactIndex: 0 });
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of ['light', 'dark'] as const) {
      const profile = await open(browser, app, ada, viewport, theme);
      await profile.goto('/profile');
      await profile.getByRole('tab', { name: 'Alerts' }).click();
      await profile.getByText('Email my emergency contacts').waitFor();
      await profile.screenshot({ path: `${outDir}/alerts-profile-${theme}-${device}.png`, fullPage: true });
      const contact = await open(browser, app, null, viewport, theme);
      await contact.goto(`/alerts/acknowledge?token=${token}`);
      await contact.getByRole('button', { name: 'I am taking care of it' }).waitFor();
      await contact.screenshot({ path: `${outDir}/alerts-answer-link-${theme}-${device}.png`, fullPage: true });
      await profile.context().close();
      await contact.context().close();
    }
  }
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await app.close();
}
