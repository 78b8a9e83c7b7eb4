import { describe, expect, it } from 'vitest';
import { POSITION_HEADER } from '@glyco/contracts';
import { openSignedIn, registerAccount, type Account } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';
import { readableEverywhere } from './support/seed';

const product = useProduct();

async function logAndCorrectReading(account: Account): Promise<void> {
  const client = product.app.client();
  client.token = account.token;
  const reading = { value: 142, timestamp: new Date(Date.now() - 3_600_000).toISOString(), mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal' };
  const logged = await client.post('/api/glucose', reading);
  expect(logged.status, JSON.stringify(logged.body)).toBe(201);
  const corrected = await client.put(`/api/glucose/${logged.body._id}`, { ...reading, value: 150, notes: 'Meter re-check' });
  expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
  // The page's own client never made these writes: wait until the timeline has them.
  await readableEverywhere(product.app, corrected.headers.get(POSITION_HEADER));
}

describe('activity & history', () => {
  it('shows who changed a reading and what changed, from the profile page', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Rosalind Franklin');
    await logAndCorrectReading(account);

    await openSignedIn(page, account, '/profile');
    await page.getByRole('link', { name: 'View activity history' }).click();
    await page.getByRole('heading', { name: 'Activity & History', level: 1 }).waitFor();

    const updated = page.getByRole('listitem').filter({ hasText: 'Glucose reading 150 mg/dL updated' });
    await updated.waitFor();
    expect(await updated.textContent()).toContain('Glucose: 142 mg/dL → 150 mg/dL');
    expect(await updated.textContent()).toContain('Notes: — → Meter re-check');
    expect(await updated.textContent()).toContain('You');
    await page.getByText('Glucose reading 142 mg/dL logged').waitFor();
    await page.getByText('Account created').waitFor();

    await page.getByLabel('Show').selectOption({ label: 'Glucose' });
    await expect.poll(() => page.getByText('Account created').count()).toBe(0);
    await expect.poll(() => page.getByText(/^Glucose reading/).count()).toBe(2);
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });
});
