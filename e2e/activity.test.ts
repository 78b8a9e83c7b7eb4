import { describe, expect, it } from 'vitest';
import { POSITION_HEADER, API_ROUTES, fillPath } from '@glyco/contracts';
import { openSignedIn, registerAccount, type Account } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';
import { readableEverywhere } from './support/seed';

const product = useProduct();

async function logAndCorrectReading(account: Account): Promise<void> {
  const client = product.app.client();
  client.token = account.token;
  const reading = { value: 142, timestamp: new Date(Date.now() - 3_600_000).toISOString(), mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal' };
  const logged = await client.post(API_ROUTES.glucose.log.path, reading);
  expect(logged.status, JSON.stringify(logged.body)).toBe(201);
  const corrected = await client.put(fillPath(API_ROUTES.glucose.update.path, { id: logged.body._id }), { ...reading, value: 150, notes: 'Meter re-check' });
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

    await page.getByLabel('Show').selectOption({ label: 'Readings' });
    await expect.poll(() => page.getByText('Account created').count()).toBe(0);
    await expect.poll(() => page.getByText(/^Glucose reading/).count()).toBe(2);
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });

  it('shows a burst of readings as one entry that expands, reached from the sidebar, and filters by kind', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Gerty Cori');
    await logBurstAndProfileChange(account);

    await openSignedIn(page, account, '/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { name: 'Activity & History', level: 1 }).waitFor();

    const burst = page.getByRole('listitem').filter({ hasText: '4 glucose readings logged' });
    await burst.waitFor();
    await page.getByText('Profile: target range changed').waitFor();
    expect(await page.getByText(/^Glucose reading \d+ mg\/dL logged$/).count()).toBe(0);
    await burst.getByRole('button', { name: 'Show the 4 readings' }).click();
    await expect.poll(() => page.getByText(/^Glucose reading \d+ mg\/dL logged$/).count()).toBe(4);
    expect(await burst.getByRole('listitem').first().textContent()).toMatch(/Glucose reading 104 mg\/dL logged.*Reading time/);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByLabel('Show').selectOption({ label: 'Profile' });
    await expect.poll(() => page.getByText('4 glucose readings logged').count()).toBe(0);
    await page.getByText('Profile: target range changed').waitFor();
    expect(await page.getByText('Account created').count()).toBe(0);
  });
});

/** Four readings logged within a minute, as someone catching up from a meter, then a new target range. */
async function logBurstAndProfileChange(account: Account): Promise<void> {
  const client = product.app.client();
  client.token = account.token;
  for (const [index, value] of [101, 102, 103, 104].entries()) {
    const timestamp = new Date(Date.now() - (4 - index) * 3_600_000).toISOString();
    const logged = await client.post(API_ROUTES.glucose.log.path, { value, timestamp, mealContext: 'Not Specified', readingType: 'Manual', feeling: 'Normal' });
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
  }
  const profile = await client.put(API_ROUTES.accounts.updateProfile.path, { name: 'Gerty Cori', email: account.email, targetGlucoseRange: { min: 80, max: 170 } });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  await readableEverywhere(product.app, profile.headers.get(POSITION_HEADER));
}
