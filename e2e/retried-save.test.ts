import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, POSITION_HEADER, API_ROUTES } from '@glyco/contracts';
import { openSignedIn, registerAccount } from './support/accounts';
import { useProduct } from './support/product';
import { readableEverywhere } from './support/seed';

const product = useProduct();

describe('a save retried after a timeout', () => {
  it('creates the reading once although the server saved the first attempt', async () => {
    const { page, app } = product;
    const account = await registerAccount(app);
    const keys: string[] = [];
    let savedPosition: string | null = null;
    // The first save reaches the server, but its answer never reaches the page: a timeout on the way back.
    await page.route('**/api/glucose', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push((await route.request().headerValue(IDEMPOTENCY_KEY_HEADER)) ?? '');
      if (keys.length > 1) return route.continue();
      const response = await route.fetch();
      expect(response.status()).toBe(201);
      savedPosition = response.headers()[POSITION_HEADER.toLowerCase()] ?? null;
      return route.abort('timedout');
    });

    await openSignedIn(page, account, '/glucose');
    await page.getByRole('button', { name: 'Add Reading' }).click();
    await page.getByLabel('Glucose value (mg/dL)').fill('133');
    await page.getByLabel('Meal context').selectOption('Before Meal');
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to save the reading' }).waitFor();

    await page.getByRole('button', { name: 'Save Reading' }).click();
    await page.getByRole('status').filter({ hasText: 'Reading added successfully.' }).waitFor();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    await readableEverywhere(app, savedPosition);
    const client = app.client();
    client.token = account.token;
    const readings = (await client.get(API_ROUTES.glucose.list.path)).body as { value: number }[];
    expect(readings.map((reading) => reading.value)).toEqual([133]);
    await expect.poll(() => page.getByRole('region', { name: 'Reading History' }).locator('tbody tr').count()).toBe(1);
  });
});
