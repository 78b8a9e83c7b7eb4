import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { POSITION_HEADER, API_ROUTES } from '@glyco/contracts';
import type { Page } from 'playwright-core';
import { newAccountDetails, openSignedIn, registerAccount } from './support/accounts';
import { useProduct } from './support/product';
import { readableEverywhere, seedWeek } from './support/seed';

// Far from UTC, so local days and UTC days differ for most of the day.
const product = useProduct({ timezoneId: 'America/Los_Angeles' });

const emptyDashboardTexts = [
  'No glucose readings yet. Add your first reading to see your trends!',
  'No readings yet',
  'No meals yet',
  'No insulin doses yet',
];

function historyRows(page: Page) {
  return page.getByRole('region', { name: 'Reading History' }).locator('tbody tr');
}

async function openDashboard(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('region', { name: 'Glucose Overview' }).waitFor();
  await page.getByText('Loading your dashboard...').waitFor({ state: 'detached' });
}

/** Waits for a confirmation and closes it (it would cover the page's own buttons for a few seconds). */
async function toast(page: Page, message: string, { close = true } = {}) {
  const shown = page.getByRole('status').filter({ hasText: message });
  await shown.waitFor();
  if (close) await shown.getByRole('button', { name: 'Close notification' }).click();
}

describe('a new person signs up and keeps a glucose log', () => {
  it('signs up, signs in, adds, sees, edits and deletes a reading', async () => {
    const { page } = product;
    const account = newAccountDetails('Ada Lovelace');

    await page.goto('/register');
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByLabel('Diabetes type').selectOption('Type 1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Registering signs the person in; nothing is logged yet, so the greeting is "Welcome".
    await page.getByRole('heading', { name: 'Welcome, Ada!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByText('Loading your dashboard...').waitFor({ state: 'detached' });
    for (const text of emptyDashboardTexts) await page.getByText(text, { exact: true }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    await page.getByRole('link', { name: 'Add Reading' }).click();
    await page.getByRole('heading', { name: 'Glucose Monitor' }).waitFor();
    await page.getByRole('button', { name: 'Add Reading' }).click();
    await page.getByLabel('Glucose value (mg/dL)').fill('142');
    await page.getByLabel('Meal context').selectOption('Before Meal');
    await page.getByLabel('Tags').fill(' morning , run ');
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await toast(page, 'Reading added successfully.');
    await expect.poll(() => historyRows(page).count()).toBe(1);
    const added = await historyRows(page).first().locator('td').allTextContents();
    expect(added.slice(1, 6)).toEqual(['142', 'Before Meal', 'Manual', 'Not Specified', 'morning, run']);

    await openDashboard(page);
    const latest = page.getByRole('region', { name: 'Latest Readings' });
    // The dashboard cached at sign-in shows at once while its answer after the write is fetched.
    await expect.poll(() => latest.locator('li').allTextContents()).toEqual([expect.stringMatching(/Before Meal.*142 mg\/dL/)]);
    await expect.poll(() => page.getByText('Average', { exact: true }).locator('xpath=..').textContent()).toBe('Average142mg/dL');
    await expect.poll(() => page.getByText('In Range %', { exact: true }).locator('xpath=..').textContent()).toBe('In Range %100.0%');
    await expect(page.getByText('No readings yet', { exact: true }).count()).resolves.toBe(0);

    await page.getByRole('region', { name: 'Glucose Overview' }).getByRole('link', { name: 'View All' }).click();
    await historyRows(page).first().getByRole('button', { name: /^Edit/ }).click();
    const editForm = page.getByRole('form', { name: 'Edit reading' });
    await expect(editForm.getByLabel('Glucose value (mg/dL)').inputValue()).resolves.toBe('142');
    await expect(editForm.getByLabel('Tags').inputValue()).resolves.toBe('morning, run');
    await editForm.getByLabel('Glucose value (mg/dL)').fill('215');
    await editForm.getByLabel('Meal context').selectOption('After Meal');
    await editForm.getByRole('button', { name: 'Update Reading' }).click();
    await toast(page, 'Reading updated successfully.');
    await expect.poll(async () => (await historyRows(page).first().locator('td').allTextContents()).slice(1, 3)).toEqual(['215', 'After Meal']);
    await expect(historyRows(page).count()).resolves.toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^glucose-readings-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(readFile(await download.path(), 'utf8')).resolves.toMatch(/215.*After Meal/);
    await toast(page, 'Glucose data exported successfully!');

    page.once('dialog', (dialog) => void dialog.dismiss());
    await historyRows(page).first().getByRole('button', { name: /^Delete/ }).click();
    await expect(historyRows(page).count()).resolves.toBe(1);

    const question = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await historyRows(page).first().getByRole('button', { name: /^Delete/ }).click();
    await expect(question).resolves.toBe('Are you sure you want to delete this reading?');
    await toast(page, 'Reading deleted successfully.');
    await page.getByRole('region', { name: 'Reading History' }).getByText('No readings in this period.').waitFor();

    await openDashboard(page);
    for (const text of emptyDashboardTexts) await page.getByText(text, { exact: true }).waitFor();
    expect(product.problems).toEqual([]);
  });

  it('keeps keyboard focus where the work is: into the form, back to the list, never lost', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Keyboard User');
    await seedWeek(product.app, account);
    await openSignedIn(page, account, '/glucose');
    await historyRows(page).first().waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

    const editSixth = historyRows(page).nth(5).getByRole('button', { name: /^Edit/ });
    const editLabel = (await editSixth.textContent()) ?? '';
    await editSixth.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent)).toBe('Glucose value (mg/dL)');
    await page.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect.poll(focused).toBe(editLabel);

    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('150');
    await page.keyboard.press('Enter');
    await toast(page, 'Reading updated successfully.', { close: false });
    await expect.poll(focused).toBe(editLabel);

    const question = new Promise<void>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(resolve)));
    await historyRows(page).first().getByRole('button', { name: /^Delete/ }).press('Enter');
    await question;
    await toast(page, 'Reading deleted successfully.', { close: false });
    await expect.poll(focused).toBe('Add Reading');

    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent)).toBe('Glucose value (mg/dL)');
  });

  it('lets a person who reads mmol/L type, see and correct values in mmol/L', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Unit Reader');
    const client = product.app.client();
    client.token = account.token;
    const profile = await client.put(API_ROUTES.accounts.updateProfile.path, { name: account.name, email: account.email, settings: { glucoseUnit: 'mmol/L' } });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    await readableEverywhere(product.app, profile.headers.get(POSITION_HEADER));

    await openSignedIn(page, account, '/glucose');
    await page.getByRole('button', { name: 'Add Reading' }).click();
    await page.getByLabel('Glucose value (mmol/L)').fill('7.8');
    await page.getByLabel('Meal context').selectOption('Fasting');
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await toast(page, 'Reading added successfully.');
    await expect.poll(async () => (await historyRows(page).first().locator('td').allTextContents())[1]?.trim()).toBe('7.8');
    const stored = await client.get(API_ROUTES.glucose.list.path);
    expect(stored.body).toMatchObject([{ unit: 'mg/dL', entered: { value: 7.8, unit: 'mmol/L' } }]);
    expect(stored.body[0].value).toBeCloseTo(140.5, 0);

    await historyRows(page).first().getByRole('button', { name: /^Edit/ }).click();
    await expect(page.getByLabel('Glucose value (mmol/L)').inputValue()).resolves.toBe('7.8');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await openDashboard(page);
    await expect.poll(() => page.getByRole('region', { name: 'Latest Readings' }).locator('li').first().textContent()).toMatch(/7\.8 mmol\/L$/);
  });
});
