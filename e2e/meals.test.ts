import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn, registerAccount } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';

const product = useProduct();
// The list is fetched again after each change; two shared cores can make that slower than poll's 1 s default.
const patience = { timeout: 5000 };

const historyRows = (page: Page) => page.getByRole('region', { name: 'Meal History' }).locator('tbody tr');
const item = (page: Page, number: number) => page.getByRole('group', { name: `Food item ${number}` });

async function notice(page: Page, message: string) {
  await page.getByText(message, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Dismiss message' }).click();
}

/** Types a food name, picks the first suggestion with the keyboard and waits for its nutrients. */
async function pickFood(page: Page, row: number, query: string): Promise<string> {
  const name = item(page, row).getByRole('combobox', { name: 'Food name' });
  await name.fill(query);
  const first = item(page, row).getByRole('listbox', { name: 'Food suggestions' }).getByRole('option').first();
  await first.waitFor();
  const picked = (await first.textContent()) ?? '';
  await name.press('ArrowDown');
  await expect(name.getAttribute('aria-activedescendant')).resolves.toBe(await first.getAttribute('id'));
  await name.press('Enter');
  await notice(page, `Nutrients for "${picked}" filled in.`);
  await expect(name.inputValue()).resolves.toBe(picked);
  return picked;
}

async function numberIn(page: Page, row: number, label: string): Promise<number> {
  return Number(await item(page, row).getByLabel(label, { exact: true }).inputValue());
}

describe('the meal tracker', () => {
  it('adds a meal from food search, finds, edits and deletes it', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Meal Logger');
    await openSignedIn(page, account, '/meals');
    await page.getByText('No meals logged yet. Add your first meal to start tracking.').waitFor();
    await page.getByText('No suggestions yet. Meals you log appear here as quick starting points.').waitFor();

    await page.getByRole('button', { name: 'Add Meal' }).click();
    const form = page.getByRole('form', { name: 'Add meal' });
    await form.getByLabel('Meal type').selectOption('Lunch');
    const apple = await pickFood(page, 1, 'apple');
    await form.getByRole('button', { name: '+ Add Food Item' }).click();
    const banana = await pickFood(page, 2, 'banana');
    await item(page, 2).getByLabel('Amount (servings)').fill('2');

    let carbs = 0;
    let calories = 0;
    for (const row of [1, 2]) {
      const amount = await numberIn(page, row, 'Amount (servings)');
      carbs += (await numberIn(page, row, 'Carbs (g)')) * amount;
      calories += (await numberIn(page, row, 'Calories (kcal)')) * amount;
    }
    expect(carbs).toBeGreaterThan(0);
    const roundTenth = (value: number) => Math.round(value * 10) / 10;
    await expect(form.getByText('Total carbs').locator('xpath=..').textContent()).resolves.toBe(`Total carbs${roundTenth(carbs)} g`);
    await expect(form.getByText('Total calories').locator('xpath=..').textContent()).resolves.toBe(`Total calories${roundTenth(calories)} kcal`);
    await form.getByRole('button', { name: 'Save Meal' }).click();
    await notice(page, 'Meal added successfully!');

    await expect.poll(() => historyRows(page).count(), patience).toBe(1);
    const cells = await historyRows(page).first().locator('td').allTextContents();
    expect(cells.slice(1, 5)).toEqual(['Lunch', `${apple}, ${banana}`, String(roundTenth(carbs)), String(roundTenth(calories))]);

    const search = page.getByRole('searchbox', { name: 'Search meals' });
    await search.fill('zzz-not-eaten');
    await page.getByText('No meals match your search.').waitFor();
    await search.fill(banana.split(',')[0]!.toLowerCase());
    await expect.poll(() => historyRows(page).count(), patience).toBe(1);
    const typeFilter = page.getByRole('region', { name: 'Meal History' }).getByLabel('Meal type');
    await typeFilter.selectOption('Dinner');
    await page.getByText('No meals match your search.').waitFor();
    await typeFilter.selectOption('Lunch');
    await expect.poll(() => historyRows(page).count(), patience).toBe(1);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await typeFilter.selectOption({ label: 'All Meals' });

    await historyRows(page).first().getByRole('button', { name: /^Edit/ }).click();
    const editForm = page.getByRole('form', { name: 'Edit meal' });
    await expect(item(page, 1).getByLabel('Food name').inputValue()).resolves.toBe(apple);
    await editForm.getByLabel('Meal type').selectOption('Dinner');
    await item(page, 1).getByRole('button', { name: /^Remove/ }).click();
    await editForm.getByRole('button', { name: 'Update Meal' }).click();
    await notice(page, 'Meal updated successfully!');
    await expect.poll(async () => (await historyRows(page).first().locator('td').allTextContents()).slice(1, 3), patience).toEqual(['Dinner', banana]);

    const question = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await historyRows(page).first().getByRole('button', { name: /^Delete/ }).click();
    await expect(question).resolves.toBe('Are you sure you want to delete this meal entry?');
    await notice(page, 'Meal deleted successfully!');
    await page.getByText('No meals match your search.').waitFor();
    expect(product.problems).toEqual([]);
  });
});
