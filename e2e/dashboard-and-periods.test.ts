import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn, registerAccount } from './support/accounts';
import { useProduct } from './support/product';
import { postReadings } from './support/seed';

// Far east of UTC, so "today" and the period boundaries are local days, not UTC days.
const product = useProduct({ timezoneId: 'Pacific/Auckland' });

const DAY = 86_400_000;

function historyValues(page: Page) {
  return page.getByRole('region', { name: 'Reading History' }).locator('tbody tr td:nth-child(2)').allTextContents();
}

async function showsValues(page: Page, values: string[]) {
  await expect.poll(async () => (await historyValues(page)).map((text) => text.trim())).toEqual(values);
}

describe('the dashboard and the glucose periods against the real API', () => {
  it('reports a failing service in a dismissible banner', async () => {
    const { page } = product;
    await page.route('**/api/meals?*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Meals are resting"}' }));
    await openSignedIn(page, await registerAccount(product.app), '/dashboard');
    const banner = page.getByRole('alert').filter({ hasText: 'Error:' });
    await expect(banner.textContent()).resolves.toContain('Error: Failed to fetch data: Meals are resting');
    await banner.getByRole('button', { name: 'Dismiss error' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.getByText('No meals yet', { exact: true }).waitFor();
  });

  it('shows each reading in the daily, weekly and monthly period it belongs to', async () => {
    const { page } = product;
    const account = await registerAccount(product.app);
    const now = Date.now();
    await postReadings(product.app, account, [
      { value: 101, at: now - 1000 },
      { value: 102, at: now - 3 * DAY },
      { value: 103, at: now - 10 * DAY },
    ]);
    await openSignedIn(page, account, '/glucose');
    await showsValues(page, ['101', '102']);

    await page.getByRole('button', { name: 'Daily', exact: true }).click();
    await showsValues(page, ['101']);
    await expect(page.getByRole('button', { name: 'Next daily period' }).isDisabled()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await showsValues(page, ['101', '102', '103']);

    await page.getByRole('button', { name: 'Weekly', exact: true }).click();
    await page.getByRole('button', { name: 'Previous weekly period' }).click();
    await showsValues(page, ['103']);
    await page.getByRole('button', { name: 'Next weekly period' }).click();
    await showsValues(page, ['101', '102']);
  });
});
