import { describe, expect, it } from 'vitest';
import { POSITION_HEADER, API_ROUTES } from '@glyco/contracts';
import { openSignedIn, registerAccount, type Account } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';
import { postReadingsConcurrently, readableEverywhere } from './support/seed';

const product = useProduct();
const settings = { carbRatio: 10, correctionFactor: 50, targetGlucose: 100, insulinDurationHours: 5, doseIncrement: 0.5, maxBolus: 15 };
const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;

async function setUpCalculator(account: Account) {
  const client = product.app.client();
  client.token = account.token;
  const saved = await client.put(API_ROUTES.accounts.updateProfile.path, { name: account.name, email: account.email, bolusSettings: settings });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const logged = await client.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 1.5, timestamp: new Date(minutesAgo(60)).toISOString() });
  expect(logged.status, JSON.stringify(logged.body)).toBe(201);
  // The page's first request carries no write position: wait until the read models have both writes.
  await readableEverywhere(product.app, logged.headers.get(POSITION_HEADER));
  expect((await client.get(API_ROUTES.accounts.me.path)).body.bolusSettings).toMatchObject({ carbRatio: [{ start: '00:00', value: 10 }] });
}

async function openCalculator(account: Account) {
  await openSignedIn(product.page, account, '/insulin');
  await product.page.getByRole('button', { name: 'Bolus Calculator' }).click();
  return product.page.getByRole('form', { name: 'Bolus calculator' });
}

describe('bolus calculator', () => {
  it('opens with the CGM value, its age and trend filled in, and shows the arithmetic down to the pen increment', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Grace Hopper');
    await setUpCalculator(account);
    // Falling 1.2 mg/dL a minute over the last 10 minutes: the "falling slowly" arrow.
    await postReadingsConcurrently(product.app, account, [{ value: 200, at: minutesAgo(13) }, { value: 194, at: minutesAgo(8) }, { value: 188, at: minutesAgo(3) }]);

    const calculator = await openCalculator(account);
    await expect.poll(() => calculator.getByLabel('Current glucose (mg/dL, optional)').inputValue()).toBe('188');
    expect(await calculator.getByTestId('cgm-value').textContent()).toMatch(/^From your CGM: 188 mg\/dL, [34] min ago, ↘ Falling slowly\./);
    await calculator.getByLabel('Carbs (g)').fill('60');
    await calculator.getByRole('button', { name: 'Calculate' }).click();

    const suggestion = page.getByRole('region', { name: 'Bolus suggestion' });
    const steps = suggestion.getByTestId('bolus-arithmetic').getByRole('listitem');
    await expect.poll(() => steps.count()).toBe(5);
    const lines = await steps.allTextContents();
    // 60 / 10 = 6; (188 - 100) / 50 = 1.76; falling slowly at ISF 50: -1; 1.5 U an hour ago leaves 1.15 on a 5-hour curve.
    expect(lines.slice(0, 3)).toEqual([
      'Carbs 60 g / 10 = 6.0 U',
      'Correction (188 - 100) / 50 = 1.8 U',
      'Falling slowly ↘: -1.0 U for the falling trend (Endocrine Society trend-arrow table)',
    ]);
    expect(lines[3]).toBe('On board -1.1 U');
    expect(lines[4]).toBe("Suggested 5.6 U, rounded down to your pen's 0.5 U = 5.5 U");
    expect(await suggestion.getByTestId('suggested-units').textContent()).toBe('5.5 units');
    expect(await suggestion.textContent()).toContain('A suggestion from your own settings, not medical advice. Check it against your care plan.');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await suggestion.getByRole('button', { name: 'Use this dose' }).click();
    const form = page.getByRole('form', { name: 'Add dose' });
    await expect(form.getByLabel('Units').inputValue()).resolves.toBe('5.5');
    await expect(form.getByLabel('Notes').inputValue()).resolves.toBe('Bolus calculator: 60 g carbs, 188 mg/dL');
    await form.getByRole('button', { name: 'Save Dose' }).click();
    const items = page.getByRole('region', { name: 'Dose History' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.first().textContent()).toContain('5.5 units · Bolus');
  });

  it('refuses a CGM value 16 minutes old and corrects from a value the person types', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Katherine Johnson');
    await setUpCalculator(account);
    await postReadingsConcurrently(product.app, account, [{ value: 210, at: minutesAgo(21) }, { value: 200, at: minutesAgo(16) }]);

    const calculator = await openCalculator(account);
    const refusal = calculator.getByTestId('cgm-value');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/^Your latest CGM value \(200 mg\/dL, 1[67] min ago\) is older than 15 minutes and is not used\. Type a current value/);
    expect(await calculator.getByLabel('Current glucose (mg/dL, optional)').inputValue()).toBe('');

    await calculator.getByLabel('Carbs (g)').fill('60');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const suggestion = page.getByRole('region', { name: 'Bolus suggestion' });
    await expect.poll(() => suggestion.getByTestId('bolus-arithmetic').getByRole('listitem').nth(1).textContent()).toBe('Correction: none, no glucose value');
    expect(await suggestion.getByRole('alert').textContent()).toContain('No glucose entered');

    await calculator.getByLabel('Current glucose (mg/dL, optional)').fill('150');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => suggestion.getByTestId('bolus-arithmetic').getByRole('listitem').nth(1).textContent()).toBe('Correction (150 - 100) / 50 = 1.0 U');
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
