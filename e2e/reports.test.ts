import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openSignedIn, registerAccount, type Account } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';
import { seedWeek } from './support/seed';
import { DEMO_ACCOUNT, seedDemo } from '../scripts/demo-data/seed';
import { API_ROUTES } from '@glyco/contracts';

// The PDF export is rendered by a job worker, so this product runs the workers too.
const product = useProduct({ acceptDownloads: true }, { roles: ['api', 'projector', 'workers'] });

/** The page does not carry the seeding client's position, so wait until the read models hold the week. */
async function overviewShowsSeed(account: Account) {
  const client = product.app.client();
  client.token = account.token;
  await expect
    .poll(async () => {
      const { insulinStats, mealStats } = (await client.get(API_ROUTES.reports.overview.path)).body;
      return [insulinStats.count, mealStats.count];
    })
    .toEqual([2, 2]);
}

describe('the reports page against the real API', () => {
  it('charts a seeded week on every tab and exports the PDF report', async () => {
    const { page } = product;
    const account = await registerAccount(product.app);
    await seedWeek(product.app, account);
    await overviewShowsSeed(account);
    await openSignedIn(page, account, '/reports');

    await page.getByRole('heading', { name: 'Reports & Analytics', level: 1 }).waitFor();
    await page.getByRole('img', { name: /Glucose over the report period/ }).waitFor();
    await page.getByRole('img', { name: /Ambulatory glucose profile/ }).waitFor();
    await expect(page.getByRole('img', { name: /Time in ranges: Very low/ }).count()).resolves.toBe(1);
    await expect(page.getByText('Average Glucose').locator('..').textContent()).resolves.toMatch(/^Average Glucose\d{2,3}mg\/dL$/);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByRole('tab', { name: 'Insulin Usage' }).click();
    const insulinChart = page.getByRole('img', { name: 'Daily Insulin by Type' });
    await expect(insulinChart.getAttribute('aria-labelledby')).resolves.toBeTruthy();
    await expect(page.getByRole('tabpanel').textContent()).resolves.toContain('Basal: 18 units');

    await page.getByRole('tab', { name: 'Insulin Usage' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Meal Analysis' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('img', { name: 'Carbs per Day by Meal Type' }).waitFor();
    await expect(page.getByRole('tabpanel').textContent()).resolves.toContain('Lunch: 42 g');

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 25_000 }), page.getByRole('button', { name: 'Export Report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^glyco-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  }, 60_000);

  it('charts the demo data', async () => {
    const { page } = product;
    const { client, counts } = await seedDemo(product.app.url, 3);
    await expect.poll(async () => (await client.get(`${API_ROUTES.reports.overview.path}?startDate=` + new Date(Date.now() - 4 * 86_400_000).toISOString())).body.glucoseStats.count, { timeout: 20_000 }).toBe(counts.readings);
    await openSignedIn(page, { ...DEMO_ACCOUNT, token: client.token! }, '/reports');
    await page.getByRole('img', { name: /Ambulatory glucose profile/ }).waitFor();
    await expect(page.getByRole('img', { name: /Time in ranges: Very low/ }).count()).resolves.toBe(1);
    await page.getByRole('tab', { name: 'Insulin Usage' }).click();
    await expect(page.getByRole('tabpanel').textContent()).resolves.toContain('Basal');
    await page.getByRole('tab', { name: 'Meal Analysis' }).click();
    await expect(page.getByRole('tabpanel').textContent()).resolves.toContain('Breakfast');
  }, 60_000);

  it('says so when the report data cannot be fetched', async () => {
    const { page } = product;
    await page.route('**/api/reports/overview?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await openSignedIn(page, await registerAccount(product.app), '/reports');
    const banner = page.getByRole('alert').filter({ hasText: 'Error:' });
    await expect(banner.textContent()).resolves.toContain('Failed to fetch report data. Please try again.');
  });
});
