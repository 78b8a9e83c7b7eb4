import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { API_ROUTES } from '@glyco/contracts';
import { spawnProduct, type ProductProcess } from '@glyco/testing';
import { openSignedIn, registerAccount, type Account } from './support/accounts';
import { useProduct } from './support/product';

/**
 * The live dashboard, with two API processes on one database as behind a load balancer: the
 * product of this file (API and projector, in the test's process) and a second API process of its
 * own (`npm start` with the api role only). Readings arrive as an xDrip+ upload through the
 * Nightscout API of one process while the browser listens to the other.
 */
const product = useProduct();
let second: ProductProcess;
let secondUrl: string;

beforeAll(async () => {
  second = spawnProduct(['api'], { ...product.app.workerEnv, LOG_LEVEL: 'info' });
  secondUrl = (await second.ready)!;
});
afterAll(async () => {
  await second?.kill('SIGTERM');
});

/** An account with an uploader secret, as the Profile page makes one. */
async function uploaderAccount(name: string): Promise<{ account: Account; secret: string }> {
  const account = await registerAccount(product.app, name);
  const client = product.app.client();
  client.token = account.token;
  const response = await client.post(API_ROUTES.nightscoutSecret.create.path);
  expect(response.status).toBe(201);
  return { account, secret: response.body.secret };
}

/** An xDrip+ upload: the secret's SHA-1 in `api-secret`, Nightscout's arrow name in `direction`. */
async function uploadReading(baseUrl: string, secret: string, sgv: number, direction: string, minutesAgo = 0): Promise<void> {
  const date = Date.now() - minutesAgo * 60_000;
  const entry = { type: 'sgv', sgv, direction, date, dateString: new Date(date).toISOString(), device: 'xDrip-DexcomG6' };
  const response = await fetch(new URL(API_ROUTES.nightscoutV1.postEntries.path, baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'api-secret': createHash('sha1').update(secret).digest('hex') },
    body: JSON.stringify([entry]),
  });
  expect(response.status).toBe(200);
}

const isLiveStream = (response: Response) => new URL(response.url()).pathname === API_ROUTES.live.stream.path && response.status() === 200;

/** Runs `action` (opening a page) and waits until its live stream has answered too. */
async function withLiveStream(page: Page, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForResponse(isLiveStream), action()]);
}

/** Opens the dashboard signed in and waits until it shows `value` and its live stream has answered. */
async function openLiveDashboard(page: Page, account: Account, url: string, value: string): Promise<void> {
  await withLiveStream(page, async () => {
    await openSignedIn(page, account, url);
    await currentValue(page, value).waitFor();
  });
  // Set on this document only: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const tile = (page: Page) => page.getByRole('region', { name: 'Current Glucose' });
/** What the tile shows for a term of its list: 'Glucose' is '142mg/dL', 'Trend' is '↗Rising slowly'. */
const shown = (page: Page, term: string) => tile(page).getByText(term, { exact: true }).locator('xpath=following-sibling::dd').textContent();
const currentValue = (page: Page, value: string) => tile(page).locator('dd', { hasText: new RegExp(`^${value}mg/dL$`) });

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

describe('the live dashboard', () => {
  it('shows a reading uploaded through another process within 2 seconds, with its arrow, in the tab title too, without a reload', async () => {
    const { page } = product;
    const { account, secret } = await uploaderAccount('Lena Live');
    await uploadReading(product.app.url, secret, 120, 'Flat', 10);
    await openLiveDashboard(page, account, '/dashboard', '120');
    await expect.poll(() => page.title()).toBe('120 → · Dashboard · Glyco');

    await uploadReading(secondUrl, secret, 142, 'FortyFiveUp');
    const uploadedAt = Date.now();
    await currentValue(page, '142').waitFor({ timeout: 2_000 });
    expect(Date.now() - uploadedAt).toBeLessThan(2_000);
    await expect.poll(() => page.title(), { timeout: 2_000 - (Date.now() - uploadedAt) }).toBe('142 ↗ · Dashboard · Glyco');
    expect(await shown(page, 'Trend')).toBe('↗Rising slowly');
    expect(await shown(page, 'Age')).toBe('Just now');
    await expectSameDocument(page);

    // The refetch the reading caused brings the latest list, which the tile could not.
    await page.getByRole('region', { name: 'Latest Readings' }).getByText('142').first().waitFor();
    expect(product.problems).toEqual([]);
  });

  it('ends at the sign-in page when the person logs out in another tab, and its stream ends', async () => {
    const { page, context } = product;
    const { account, secret } = await uploaderAccount('Tab Twice');
    await uploadReading(product.app.url, secret, 110, 'Flat', 5);
    await openLiveDashboard(page, account, '/dashboard', '110');
    const other = await context.newPage();
    await other.goto('/dashboard');
    await currentValue(other, '110').waitFor();

    const isStream = (request: { url(): string }) => new URL(request.url()).pathname === API_ROUTES.live.stream.path;
    const streamEnded = Promise.race([page.waitForEvent('requestfinished', isStream), page.waitForEvent('requestfailed', isStream)]);
    await other.getByRole('button', { name: 'Logout' }).click();
    await other.waitForURL('**/login');
    await page.waitForURL('**/login', { timeout: 5_000 });
    await streamEnded;
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('on a dashboard served by the second process, shows a reading written through the first', async () => {
    const { page } = product;
    const { account, secret } = await uploaderAccount('Ines Across');
    await uploadReading(product.app.url, secret, 95, 'Flat', 8);
    await openLiveDashboard(page, account, new URL('/dashboard', secondUrl).toString(), '95');

    await uploadReading(product.app.url, secret, 88, 'SingleDown');
    const uploadedAt = Date.now();
    await currentValue(page, '88').waitFor({ timeout: 2_000 });
    expect(Date.now() - uploadedAt).toBeLessThan(2_000);
    await expect.poll(() => page.title()).toBe('88 ↓ · Dashboard · Glyco');
    await expectSameDocument(page);
  });

  it("draws a reading uploaded through the other process on the Glucose page's day view, without a reload", async () => {
    const { page } = product;
    const { account, secret } = await uploaderAccount('Dora Daily');
    await uploadReading(product.app.url, secret, 118, 'Flat', 10);
    await uploadReading(product.app.url, secret, 124, 'Flat', 5);
    await withLiveStream(page, () => openSignedIn(page, account, '/glucose'));
    await page.getByRole('button', { name: 'Daily', exact: true }).click();
    const day = page.getByRole('region', { name: 'Daily View', exact: true }).getByRole('img', { name: /^Glucose, carbs, insulin and basal on/ });
    const drawn = day.locator('[data-testid="cgm-reading"]');
    await expect.poll(() => drawn.count()).toBe(2);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await uploadReading(secondUrl, secret, 131, 'FortyFiveUp');
    await expect.poll(() => drawn.count(), { timeout: 5_000 }).toBe(3);
    await expectSameDocument(page);
  });

  it("keeps a doctor's shared view current, and ends it at once when the patient revokes the code", async () => {
    const { page } = product;
    const { account, secret } = await uploaderAccount('Cleo Shared');
    await uploadReading(product.app.url, secret, 120, 'Flat', 10);
    const patient = product.app.client();
    patient.token = account.token;
    const issued = await patient.post(API_ROUTES.clinician.issueCode.path, { expiresInDays: 7 });
    expect(issued.status).toBe(201);
    await expect.poll(async () => (await patient.get(API_ROUTES.accounts.me.path)).body.doctorAccess).not.toBeNull();

    const newest = page.getByRole('region', { name: 'Recent readings' }).locator('tbody tr').first();
    await withLiveStream(page, async () => {
      await page.goto('/clinician');
      await page.getByLabel('Patient email').fill(account.email);
      await page.getByLabel('Access code').fill(issued.body.code);
      await page.getByRole('button', { name: 'View patient data' }).click();
      await expect.poll(() => newest.textContent()).toContain('120');
    });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await uploadReading(secondUrl, secret, 131, 'FortyFiveUp');
    await expect.poll(() => newest.textContent()).toContain('131');
    await expectSameDocument(page);

    expect((await patient.delete(API_ROUTES.clinician.revokeCode.path)).status).toBe(204);
    await page.waitForURL('**/clinician', { timeout: 5_000 });
    await page.getByRole('alert').filter({ hasText: 'Clinician access has been revoked.' }).waitFor();
    await expectSameDocument(page);
  });
});
