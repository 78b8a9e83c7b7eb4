import { describe, expect, it } from 'vitest';
import { POSITION_HEADER, API_ROUTES } from '@glyco/contracts';
import type { Page } from 'playwright-core';
import { openSignedIn, registerAccount, type Account } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';
import { readableEverywhere } from './support/seed';

const product = useProduct();

async function postMeal(account: Account): Promise<string> {
  const client = product.app.client();
  client.token = account.token;
  const response = await client.post(API_ROUTES.meals.log.path, {
    mealType: 'Lunch',
    timestamp: new Date(Date.now() - 3_600_000).toISOString(),
    foodItems: [{ name: 'Chicken sandwich', carbs: 42, protein: 28, fat: 12, calories: 390, amount: 1 }],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  // The dose form lists recent meals from the page's own first request, which knows nothing of this write.
  await readableEverywhere(product.app, response.headers.get(POSITION_HEADER));
  return response.body._id as string;
}

async function closeToast(page: Page, message: string) {
  const shown = page.getByRole('status').filter({ hasText: message });
  await shown.waitFor();
  await shown.getByRole('button', { name: 'Close notification' }).click();
}

describe('insulin doses and profile settings', () => {
  it('adds a dose linked to a meal and lists it with its meal', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Grace Hopper');
    const mealId = await postMeal(account);

    await openSignedIn(page, account, '/insulin');
    await page.getByText('No insulin doses found.').waitFor();
    await page.getByRole('button', { name: 'Add Dose' }).click();
    const form = page.getByRole('form', { name: 'Add dose' });
    await form.getByLabel('Insulin type').selectOption('Bolus');
    await form.getByLabel('Brand').fill('Humalog');
    await form.getByLabel('Units').fill('4.5');
    await form.getByLabel('Injection site').selectOption('Abdomen');
    await form.getByLabel('Related meal').selectOption(mealId);
    await form.getByRole('button', { name: 'Save Dose' }).click();
    await closeToast(page, 'Insulin dose added successfully!');

    const item = page.getByRole('region', { name: 'Dose History' }).getByRole('listitem');
    await expect.poll(() => item.count()).toBe(1);
    const text = await item.first().textContent();
    expect(text).toContain('4.5 units · Bolus (Humalog)');
    expect(text).toContain('Site: Abdomen');
    expect(text).toMatch(/Meal: Lunch, .* \(42 g carbs\)/);
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });

  it('keeps profile edits after a reload', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Grace Hopper');
    await openSignedIn(page, account, '/profile');

    await page.getByLabel('Full name').fill('Grace B. Hopper');
    await page.getByRole('tab', { name: 'Medical Details' }).click();
    await page.getByLabel('Target minimum (mg/dL)').fill('80');
    await page.getByLabel('Target maximum (mg/dL)').fill('160');
    await page.getByRole('tab', { name: 'Emergency Contacts' }).click();
    await page.getByLabel('Contact 1 name').fill('Vincent Hopper');
    await page.getByLabel('Contact 1 relationship').fill('Husband');
    await page.getByLabel('Contact 1 phone').fill('555-0100');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByLabel('Glucose unit').selectOption('mmol/L');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await closeToast(page, 'Profile updated successfully!');

    // A reload forgets this tab's last write position: wait until the users read model has the save.
    const client = product.app.client();
    client.token = account.token;
    await expect.poll(async () => (await client.get(API_ROUTES.accounts.me.path)).body.name).toBe('Grace B. Hopper');
    await page.reload();
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Grace B. Hopper');
    await page.getByRole('tab', { name: 'Medical Details' }).click();
    await expect(page.getByLabel('Target minimum (mmol/L)').inputValue()).resolves.toBe('4.4');
    await expect(page.getByLabel('Target maximum (mmol/L)').inputValue()).resolves.toBe('8.9');
    await page.getByRole('tab', { name: 'Emergency Contacts' }).click();
    await expect(page.getByLabel('Contact 1 name').inputValue()).resolves.toBe('Vincent Hopper');
    await expect(page.getByLabel('Contact 1 phone').inputValue()).resolves.toBe('555-0100');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByLabel('Glucose unit').inputValue()).resolves.toBe('mmol/L');
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });
});
