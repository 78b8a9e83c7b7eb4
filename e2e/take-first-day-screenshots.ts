/**
 * A new account's empty dashboard (its three ways in), the chat page with a short conversation and
 * the privacy page, at 1440 and 375 px in both themes. Run with `npx tsx e2e/take-first-day-screenshots.ts`.
 */
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '@glyco/testing';
import { registerAccount, type Account } from './support/accounts';
import { captureEveryLook, screenshotsDir, type Device, type Theme } from './support/screenshots';

const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 375, height: 740 } } as const;

async function open(browser: Browser, app: TestApp, account: Account, theme: Theme, device: Device, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.url, viewport: viewports[device], deviceScaleFactor: 1, colorScheme: theme });
  await context.addInitScript(({ token, dark }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('theme', dark ? 'dark' : 'light');
    localStorage.setItem('darkMode', 'false');
  }, { token: account.token, dark: theme === 'dark' });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function ask(page: Page, message: string): Promise<void> {
  const messages = page.getByRole('log').locator(':scope > p, :scope > [role="alert"]');
  const before = await messages.count();
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await messages.nth(before + 1).waitFor();
  await page.getByRole('log').getByText('Typing...').waitFor({ state: 'detached' });
}

await captureEveryLook(
  (app) => registerAccount(app, 'Ada Lovelace'),
  async (browser, app, account, theme, device) => {
    const dashboard = await open(browser, app, account, theme, device, '/dashboard');
    await dashboard.getByRole('heading', { name: 'Welcome, Ada!' }).waitFor();
    await dashboard.getByRole('link', { name: /^Connect an uploader/ }).waitFor();
    await dashboard.screenshot({ path: `${screenshotsDir}first-day-dashboard-${theme}-${device}.png`, fullPage: true });
    await dashboard.context().close();

    const chat = await open(browser, app, account, theme, device, '/chat');
    await chat.getByRole('log').getByText('Hello Ada Lovelace!', { exact: false }).waitFor();
    await ask(chat, 'What is GMI?');
    await ask(chat, 'How much insulin for 60 g carbs?');
    await chat.screenshot({ path: `${screenshotsDir}chat-${theme}-${device}.png`, fullPage: true });
    await chat.context().close();

    const privacy = await open(browser, app, account, theme, device, '/privacy');
    await privacy.getByRole('heading', { name: 'Export and erase' }).waitFor();
    await privacy.screenshot({ path: `${screenshotsDir}privacy-${theme}-${device}.png`, fullPage: true });
    await privacy.context().close();
  },
);
