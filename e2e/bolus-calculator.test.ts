import { describe, expect, it } from 'vitest';
import { POSITION_HEADER, API_ROUTES } from '@glyco/contracts';
import { openSignedIn, registerAccount, type Account } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';
import { readableEverywhere } from './support/seed';

const product = useProduct();
const settings = { carbRatio: 10, correctionFactor: 50, targetGlucose: 100, insulinDurationHours: 4, doseIncrement: 0.5, maxBolus: 15 };

async function setUpCalculator(account: Account) {
  const client = product.app.client();
  client.token = account.token;
  const saved = await client.put(API_ROUTES.accounts.updateProfile.path, { name: account.name, email: account.email, bolusSettings: settings });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const logged = await client.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 1.5, timestamp: new Date(Date.now() - 3_600_000).toISOString() });
  expect(logged.status, JSON.stringify(logged.body)).toBe(201);
  // The page's first request carries no write position: wait until the read models have both writes.
  await readableEverywhere(product.app, logged.headers.get(POSITION_HEADER));
  expect((await client.get(API_ROUTES.accounts.me.path)).body.bolusSettings).toEqual(settings);
}

describe('bolus calculator', () => {
  it('suggests a dose from the settings, less insulin on board, and logs it through the Add Dose form', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Grace Hopper');
    await setUpCalculator(account);

    await openSignedIn(page, account, '/insulin');
    await page.getByRole('button', { name: 'Bolus Calculator' }).click();
    const calculator = page.getByRole('form', { name: 'Bolus calculator' });
    await calculator.getByLabel('Carbs (g)').fill('60');
    await calculator.getByLabel('Current glucose (mg/dL, optional)').fill('200');
    await calculator.getByRole('button', { name: 'Calculate' }).click();

    const suggestion = page.getByRole('region', { name: 'Bolus suggestion' });
    // 60 g at 1:10 is 6 U; (200 - 100) / 50 = 2 U less about 1.1 U still on board from the bolus an hour ago.
    await expect.poll(() => suggestion.getByTestId('suggested-units').textContent()).toBe('6.5 units');
    const text = await suggestion.textContent();
    expect(text).toContain('Carb dose6 U');
    expect(text).toMatch(/Insulin on board1\.\d+ U/);
    expect(text).toContain('A suggestion from your own settings, not medical advice. Check it against your care plan.');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await suggestion.getByRole('button', { name: 'Use this dose' }).click();
    const form = page.getByRole('form', { name: 'Add dose' });
    await expect(form.getByLabel('Insulin type').inputValue()).resolves.toBe('Bolus');
    await expect(form.getByLabel('Units').inputValue()).resolves.toBe('6.5');
    await expect(form.getByLabel('Notes').inputValue()).resolves.toBe('Bolus calculator: 60 g carbs, 200 mg/dL');
    await form.getByRole('button', { name: 'Save Dose' }).click();

    const items = page.getByRole('region', { name: 'Dose History' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.first().textContent()).toContain('6.5 units · Bolus');
    expect(await items.first().textContent()).toContain('Bolus calculator: 60 g carbs, 200 mg/dL');
  });

  it('sends a person without settings to their profile', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Ada Lovelace');
    await openSignedIn(page, account, '/insulin');
    await page.getByRole('button', { name: 'Bolus Calculator' }).click();
    await page.getByText('Set up the bolus calculator in your profile first.').waitFor();
    await page.getByRole('link', { name: 'Go to Profile' }).click();
    await page.getByRole('tab', { name: 'Medical Details' }).click();
    await page.getByRole('checkbox', { name: 'Enable bolus calculator' }).waitFor();
  });
});
