import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn, registerAccount, type Account } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';
import { postReadings } from './support/seed';
import { API_ROUTES } from '@glyco/contracts';

// The PDF report is rendered by a job worker, so this product runs the workers too.
const product = useProduct({ acceptDownloads: true }, { roles: ['api', 'projector', 'workers'] });

/** Generates a code on the Profile page and reads it from the one place it is ever shown. */
async function generateAccessCode(page: Page, validFor = '30 days'): Promise<string> {
  await page.getByRole('tab', { name: 'Medical Details' }).click();
  await page.getByLabel('Code valid for').selectOption({ label: validFor });
  await page.getByRole('button', { name: 'Generate access code' }).click();
  const code = page.getByRole('status', { name: 'New access code' });
  await code.waitFor();
  await page.getByText('Give this code to your doctor now: it will not be shown again.').waitFor();
  await page.getByText(/^Active until /).waitFor();
  return (await code.textContent())!;
}

/** The clinician's browser does not carry the patient's write position: wait until the read models have it. */
async function readModelsShow(account: Account) {
  const client = product.app.client();
  client.token = account.token;
  await expect.poll(async () => (await client.get(API_ROUTES.accounts.me.path)).body.doctorAccess).not.toBeNull();
  await expect.poll(async () => (await client.get(API_ROUTES.glucose.list.path)).body.length).toBe(1);
}

describe('a clinician reads the data a patient shares, until the patient revokes it', () => {
  it('opens the read-only view with the code generated in Profile, and loses it when the patient revokes access', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Ada Lovelace');
    await postReadings(product.app, account, [{ value: 143, at: Date.now() - 2 * 3_600_000 }]);

    await openSignedIn(page, account, '/profile');
    const code = await generateAccessCode(page, '7 days');
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    await readModelsShow(account);
    // Shown once: the page opened again says only until when the code works.
    await page.reload();
    await page.getByRole('tab', { name: 'Medical Details' }).click();
    await page.getByText(/^Active until /).waitFor();
    await expect(page.getByText(code).count()).resolves.toBe(0);

    const clinicianContext = await product.browser.newContext({ baseURL: product.app.url, acceptDownloads: true });
    const clinician = await clinicianContext.newPage();
    try {
      await clinician.goto('/login');
      await clinician.getByRole('link', { name: "Open a patient's shared data" }).click();
      await clinician.getByRole('heading', { name: 'Clinician access', level: 1 }).waitFor();
      await clinician.getByLabel('Patient email').fill(account.email);
      await clinician.getByLabel('Access code').fill(code);
      await clinician.getByRole('button', { name: 'View patient data' }).click();

      await clinician.getByRole('heading', { name: 'Read-only view shared by Ada Lovelace', level: 1 }).waitFor();
      expect(new URL(clinician.url()).pathname).toBe('/clinician/patient');
      await expect(clinician.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).resolves.toEqual([null, null]);
      const summary = clinician.getByRole('region', { name: 'Patient summary' });
      await expect.poll(() => summary.textContent()).toContain('70–180 mg/dL');
      const readings = clinician.getByRole('region', { name: 'Recent readings' });
      await expect(readings.locator('tbody tr').first().textContent()).resolves.toContain('143');
      const metrics = clinician.getByRole('region', { name: 'Glucose metrics' });
      await expect(metrics.getByText('Mean glucose').locator('..').textContent()).resolves.toBe('Mean glucose143mg/dL');
      // One finger-stick: meter figures, and no CGM sufficiency message.
      await metrics.getByText(/· 1 meter reading$/).waitFor();
      await expect(clinician.getByText(/sensor data for reliable metrics/).count()).resolves.toBe(0);
      // The AGP is drawn from sensor readings only.
      await clinician.getByText('The glucose profile needs CGM readings: this period has meter readings only.').waitFor();
      await expect(clinician.getByRole('button', { name: 'Last 14 days' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(seriousViolations(clinician)).resolves.toEqual([]);

      const [csv] = await Promise.all([clinician.waitForEvent('download'), clinician.getByRole('button', { name: 'Export glucose CSV' }).click()]);
      expect(await readFile((await csv.path())!, 'utf8')).toContain('143');
      const [pdf] = await Promise.all([clinician.waitForEvent('download', { timeout: 25_000 }), clinician.getByRole('button', { name: 'Download PDF report' }).click()]);
      expect((await readFile((await pdf.path())!)).subarray(0, 4).toString('latin1')).toBe('%PDF');

      // The patient sees the visit and revokes access, which ends the clinician's session at once.
      await page.reload();
      await page.getByRole('tab', { name: 'Medical Details' }).click();
      // The whole session is one visit, however many reads it took.
      const log = page.getByRole('region', { name: 'Recent access by your doctor' });
      const visits = log.getByRole('listitem');
      await expect.poll(() => visits.first().textContent()).toContain('PDF report');
      expect(await visits.count()).toBe(1);
      const visit = (await visits.first().textContent())!;
      expect(visit).toMatch(/Viewed glucose readings, .*CSV export, PDF report and patient summary \(\d+ reads\)/);
      // After 8 PM the four hours end tomorrow, and the date is named.
      expect(visit).toMatch(/Access ends (\w{3} \d{1,2}, )?\d{1,2}:\d{2} [AP]M/);
      await page.getByRole('button', { name: 'Revoke access' }).click();
      await page.getByText('Access revoked. Your doctor can no longer open your data.').waitFor();

      await clinician.reload();
      await clinician.getByRole('heading', { name: 'Clinician access', level: 1 }).waitFor();
      await expect.poll(() => clinician.getByRole('alert').filter({ hasText: 'Clinician access has been revoked.' }).count()).toBe(1);
      await expect(clinician.evaluate(() => sessionStorage.getItem('clinicianToken'))).resolves.toBeNull();

      // The patient's log now says the visit ended with the revocation, not when its token would have.
      await page.reload();
      await page.getByRole('tab', { name: 'Medical Details' }).click();
      await expect.poll(() => visits.first().textContent()).toMatch(/Access ended when you issued a new code or revoked access at \d{1,2}:\d{2} [AP]M/);
    } finally {
      await clinicianContext.close();
    }
  }, 90_000);

  it('refuses a wrong code with the server message', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Grace Hopper');
    await page.goto('/');
    await page.getByRole('link', { name: 'Clinician access' }).click();
    await page.getByLabel('Patient email').fill(account.email);
    await page.getByLabel('Access code').fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await page.getByRole('button', { name: 'View patient data' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Invalid email or access code' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/clinician');
  });
});
