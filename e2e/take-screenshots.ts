/**
 * Screenshots of the main pages for docs/screenshots: light and dark, desktop and phone.
 * Run with `npx tsx e2e/take-screenshots.ts` (needs the local PostgreSQL the tests use).
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../command-api/src/testing/test-app';
import { launchBrowser } from './support/browser';
import buildWebApp from './support/build-web-app';
import { desktop, mobile } from './support/viewports';
import { seedWeek } from './support/seed';

const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

const shots: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'landing', path: '/', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'login', path: '/login', ready: (page) => page.getByRole('heading', { name: 'Welcome Back' }).waitFor() },
  { name: 'dashboard', path: '/dashboard', ready: (page) => page.getByRole('region', { name: 'Latest Readings' }).waitFor() },
  { name: 'glucose-monitor', path: '/glucose', ready: (page) => page.getByRole('region', { name: 'Reading History' }).waitFor() },
];

async function register(app: TestApp): Promise<{ token: string }> {
  const client = app.client();
  const details = { name: 'Alex Morgan', email: 'alex@example.test', password: 'secret123', diabetesType: 'Type 1' };
  const response = await client.post('/api/auth/register', details);
  if (response.status !== 201) throw new Error(`register failed: ${JSON.stringify(response.body)}`);
  const account = { ...details, token: response.body.token as string };
  await seedWeek(app, account);
  return account;
}

async function capture(browser: Browser, app: TestApp, token: string, theme: 'light' | 'dark', device: 'desktop' | 'mobile') {
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
  for (const shot of shots) {
    await page.goto(shot.path);
    await shot.ready(page);
    await page.getByRole('status').filter({ hasText: /Loading|Checking/ }).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${outDir}${shot.name}-${theme}-${device}.png`, fullPage: true });
  }
  await context.close();
}

buildWebApp();
await mkdir(outDir, { recursive: true });
const [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
try {
  const { token } = await register(app);
  for (const theme of ['light', 'dark'] as const) {
    for (const device of ['desktop', 'mobile'] as const) await capture(browser, app, token, theme, device);
  }
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await app.close();
}
