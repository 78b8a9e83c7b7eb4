import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn, registerAccount } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';

const product = useProduct();
const patience = { timeout: 5000 };
const item = (page: Page, number: number) => page.getByRole('group', { name: `Food item ${number}` });

async function openMealForm(page: Page, name: string) {
  const account = await registerAccount(product.app, name);
  await openSignedIn(page, account, '/meals');
  await page.getByRole('button', { name: 'Add Meal' }).click();
  const form = page.getByRole('form', { name: 'Add meal' });
  await form.getByLabel('Meal type').selectOption('Dinner');
  return form;
}

describe('food search in the meal form', () => {
  it('defaults a pizza to one serving, shows its carbs, and asks before saving a large amount', async () => {
    const { page } = product;
    const form = await openMealForm(page, 'Pizza Eater');
    const name = item(page, 1).getByRole('combobox', { name: 'Food name' });
    await name.fill('pizza');
    const first = item(page, 1).getByRole('option').first();
    await first.waitFor();
    const picked = (await first.textContent()) ?? '';
    await first.click();
    await page.getByText(`Nutrients for "${picked}" filled in.`, { exact: true }).waitFor();

    const serving = item(page, 1).getByLabel('Serving');
    const portion = await serving.locator('option:checked').textContent();
    // One serving or slice, never "1 package 29.25 oz pizza (834 g)".
    expect(portion).toMatch(/^1 (serving|slice)\b/);
    const carbs = Number(await item(page, 1).getByLabel('Carbs (g)', { exact: true }).inputValue());
    expect(carbs).toBeGreaterThan(15);
    expect(carbs).toBeLessThan(100);
    const grams = /\((\d+(?:\.\d+)?) g\)$/.exec(portion ?? '')?.[1];
    await item(page, 1).getByText(`One serving (${grams} g): ${carbs} g carbs`).waitFor();

    await item(page, 1).getByLabel('Amount (servings)').fill('7');
    await form.getByRole('button', { name: 'Save Meal' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Check the carbs before saving' });
    await confirm.waitFor();
    const warning = (await confirm.textContent()) ?? '';
    expect(warning).toContain(`"${picked}" holds`);
    expect(warning).toContain('more than 100 g for one item');
    expect(warning).toContain('more than 150 g.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), patience).toBe('Change servings');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await confirm.getByRole('button', { name: 'Change servings' }).click();
    await expect.poll(() => confirm.count(), patience).toBe(0);
    await form.getByRole('button', { name: 'Save Meal' }).click();
    await confirm.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByText('Meal added successfully!', { exact: true }).waitFor();
  });

  it('says when nothing is found and takes the person to the carbs', async () => {
    const { page } = product;
    await openMealForm(page, 'Sushi Lover');
    const name = item(page, 1).getByRole('combobox', { name: 'Food name' });
    await name.fill('qwzx');
    await item(page, 1).getByText("No foods found for 'qwzx'. Enter the carbs yourself, or try another word.", { exact: true }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await name.press('Enter');
    const carbs = item(page, 1).getByLabel('Carbs (g)', { exact: true });
    await expect.poll(() => carbs.evaluate((input) => input === document.activeElement), patience).toBe(true);
    await page.keyboard.type('38');
    await expect(carbs.inputValue()).resolves.toBe('38');
  });
});
