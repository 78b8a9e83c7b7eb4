import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerAccount, type Account } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';
import { mobile } from './support/viewports';
import { API_ROUTES } from '@glyco/contracts';

const product = useProduct();

type Theme = 'light' | 'dark';

interface ScannedPage {
  path: string;
  /** Visible once the page has rendered its content. */
  ready: (page: Page) => Promise<void>;
  signedIn?: boolean;
  /** Opened with a clinician's read-only token instead. */
  clinician?: boolean;
}

const pages: Record<string, ScannedPage> = {
  landing: { path: '/', ready: (page) => page.getByRole('heading', { name: 'How It Works' }).waitFor() },
  login: { path: '/login', ready: (page) => page.getByRole('heading', { name: 'Welcome Back' }).waitFor() },
  register: { path: '/register', ready: (page) => page.getByRole('heading', { name: 'Create Your Account' }).waitFor() },
  'not found': { path: '/missing', ready: (page) => page.getByRole('heading', { name: 'Page Not Found' }).waitFor() },
  'forgot password': { path: '/forgot-password', ready: (page) => page.getByRole('heading', { name: 'Reset Password' }).waitFor() },
  'reset password': { path: '/reset-password?token=abc', ready: (page) => page.getByRole('heading', { name: 'Set New Password' }).waitFor() },
  dashboard: { path: '/dashboard', signedIn: true, ready: (page) => page.getByRole('region', { name: 'Latest Readings' }).waitFor() },
  glucose: { path: '/glucose', signedIn: true, ready: (page) => page.getByRole('region', { name: 'Reading History' }).locator('tbody tr').first().waitFor() },
  meals: { path: '/meals', signedIn: true, ready: (page) => page.getByRole('heading', { name: 'Meal Tracker', level: 1 }).waitFor() },
  insulin: { path: '/insulin', signedIn: true, ready: (page) => page.getByRole('heading', { name: 'Insulin Doses', level: 1 }).waitFor() },
  reports: { path: '/reports', signedIn: true, ready: (page) => page.getByRole('heading', { name: 'Daily Glucose' }).waitFor() },
  profile: { path: '/profile', signedIn: true, ready: (page) => page.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor() },
  chat: { path: '/chat', signedIn: true, ready: (page) => page.getByRole('textbox', { name: 'Message' }).waitFor() },
  'clinician access': { path: '/clinician', ready: (page) => page.getByRole('heading', { name: 'Clinician access' }).waitFor() },
  'clinician view': { path: '/clinician/patient', clinician: true, ready: (page) => page.getByRole('region', { name: 'Recent readings' }).locator('tbody tr').first().waitFor() },
  activity: { path: '/activity', signedIn: true, ready: (page) => page.getByText('Account created').waitFor() },
};

let account: Account;
let clinicianToken: string;

/** Shares the account's data with a doctor and redeems the code, as a clinician would. */
async function redeemAccessCode(): Promise<string> {
  const client = product.app.client();
  client.token = account.token;
  const issued = await client.post(API_ROUTES.clinician.issueCode.path, { expiresInDays: 1 });
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  const accessCode: string = issued.body.code;
  // The client sends the issue's position, so this answers once the read models hold it.
  expect((await client.get(API_ROUTES.accounts.me.path)).body.doctorAccess).toEqual({ expiresAt: issued.body.expiresAt });
  const redeemed = await product.app.client().post(API_ROUTES.clinician.redeem.path, { email: account.email, accessCode });
  expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
  return redeemed.body.token as string;
}

beforeAll(async () => {
  account = await registerAccount(product.app, 'Alan Turing');
  const client = product.app.client();
  client.token = account.token;
  const now = Date.now();
  // One sensor reading in each band, so every colour of the charts, lists and badges and the CGM-only panels are on screen.
  for (const [index, value] of [45, 65, 120, 210, 320].entries()) {
    const reading = {
      value,
      unit: 'mg/dL',
      timestamp: new Date(now - (index + 1) * 3_600_000).toISOString(),
      mealContext: 'Before Meal',
      readingType: 'CGM',
      feeling: 'Normal',
      notes: '',
      tags: ['e2e'],
    };
    const response = await client.post(API_ROUTES.glucose.log.path, reading);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }
  clinicianToken = await redeemAccessCode();
});

async function useTheme(page: Page, theme: Theme) {
  // The account's dark-mode setting is recorded as applied, so the stored theme is the one shown.
  await page.context().addInitScript((chosen) => {
    localStorage.setItem('theme', chosen);
    localStorage.setItem('darkMode', 'false');
  }, theme);
}

async function open(page: Page, scanned: ScannedPage, theme: Theme) {
  await page.evaluate((token) => (token ? localStorage.setItem('token', token) : localStorage.removeItem('token')), scanned.signedIn ? account.token : null);
  await page.evaluate((token) => (token ? sessionStorage.setItem('clinicianToken', token) : sessionStorage.removeItem('clinicianToken')), scanned.clinician ? clinicianToken : null);
  await page.goto(scanned.path);
  await scanned.ready(page);
  await page.getByRole('status').filter({ hasText: /Loading|Checking/ }).waitFor({ state: 'detached' });
  await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(theme === 'dark');
}

describe('no serious or critical accessibility violation (axe-core, WCAG 2.1 A and AA)', () => {
  // A walk of every page: about 4 s a page alone, three times that on a busy two-core machine.
  for (const theme of ['light', 'dark'] as const) {
    it(`on every page in ${theme} theme`, async () => {
      const { page } = product;
      await useTheme(page, theme);
      await page.goto('/missing');
      const found: Record<string, string[]> = {};
      for (const [name, scanned] of Object.entries(pages)) {
        await open(page, scanned, theme);
        const violations = await seriousViolations(page);
        if (violations.length) found[name] = violations;
      }
      expect(found, JSON.stringify(found, null, 1)).toEqual({});
    }, 180_000);
  }

  it('on the glucose form showing its error messages, in dark theme', async () => {
    const { page } = product;
    await useTheme(page, 'dark');
    await page.goto('/missing');
    await open(page, pages.glucose!, 'dark');
    await page.getByRole('button', { name: 'Add Reading' }).click();
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await page.getByText('Glucose value is required').waitFor();
    const violations = await seriousViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
  });

  it('on a 375 px phone, every page reflows without scrolling sideways (WCAG 1.4.10)', async () => {
    const { page } = product;
    await page.setViewportSize(mobile);
    await page.goto('/missing');
    const overflowing: Record<string, number> = {};
    for (const [name, scanned] of Object.entries(pages)) {
      await open(page, scanned, 'light');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > mobile.width) overflowing[name] = width;
    }
    expect(overflowing).toEqual({});
  });
});
