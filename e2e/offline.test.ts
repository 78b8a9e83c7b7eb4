import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_ROUTES, IDEMPOTENCY_KEY_HEADER } from '@glyco/contracts';
import { openSignedIn, registerAccount, type Account } from './support/accounts';
import { useProduct } from './support/product';
import { postReadings } from './support/seed';

const product = useProduct();
const patience = { timeout: 10_000 };

const waitingList = (page: Page) => page.getByRole('region', { name: 'Saves on this device' });
const currentValue = (page: Page) => page.getByRole('region', { name: 'Current Glucose' }).getByText('142');
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline — showing data from/ });

/** The service worker controls the page: from now on a navigation without a network gets the app shell. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, patience);
}

/** The person's answers are kept on the device, the one named among them. */
async function keptOnDevice(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => Object.keys(localStorage).some((key) => key.startsWith('glyco.queryCache.') && localStorage.getItem(key)!.includes(wanted)), text, patience);
}

async function mealsOf(account: Account): Promise<{ mealType: string; notes?: string }[]> {
  const client = product.app.client();
  client.token = account.token;
  const response = await client.get(API_ROUTES.meals.list.path);
  expect(response.status).toBe(200);
  return (response.body as { meals: { mealType: string; notes?: string }[] }).meals;
}

async function addMealOffline(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add Meal' }).click();
  const form = page.getByRole('form', { name: 'Add meal' });
  await form.getByLabel('Meal type').selectOption('Lunch');
  const item = page.getByRole('group', { name: 'Food item 1' });
  await item.getByRole('combobox', { name: 'Food name' }).fill('Rye bread');
  await item.getByLabel('Carbs (g)', { exact: true }).fill('30');
  await form.getByLabel('Notes').fill('logged on the train');
  await form.getByRole('button', { name: 'Save Meal' }).click();
  await form.waitFor({ state: 'detached' });
}

describe('the app without a connection', () => {
  it('opens offline to the last data it saw, keeps a meal saved offline and sends it once when the connection returns', async () => {
    const { page, context, app } = product;
    const account = await registerAccount(app, 'Offline Person');
    await postReadings(app, account, [{ value: 142, at: Date.now() - 5 * 60_000 }]);

    await openSignedIn(page, account, '/dashboard');
    await currentValue(page).waitFor(patience);
    await controlledByServiceWorker(page);
    await keptOnDevice(page, '142');
    await page.goto('/meals');
    await page.getByText('No meals logged yet. Add your first meal to start tracking.').waitFor(patience);

    await context.setOffline(true);
    await offlineBanner(page).waitFor();
    await addMealOffline(page);
    await page.getByRole('status').filter({ hasText: 'No connection: saved on this device. It will be sent when the connection returns.' }).waitFor();
    await waitingList(page).getByText('Meal (Lunch)').waitFor();
    await expect(waitingList(page).textContent()).resolves.toContain('Waiting to send');

    // A reload without a network: the shell from the service worker, the last data from the device.
    await page.goto('/dashboard');
    await offlineBanner(page).waitFor(patience);
    await currentValue(page).waitFor();
    await waitingList(page).getByText('Meal (Lunch)').waitFor();

    // The first send reaches the server but its answer is lost: the save stays waiting and goes again under its key.
    const keys: string[] = [];
    await page.route(`**${API_ROUTES.meals.log.path}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push((await route.request().headerValue(IDEMPOTENCY_KEY_HEADER)) ?? '');
      if (keys.length > 1) return route.continue();
      expect((await route.fetch()).status()).toBe(201);
      return route.abort('failed');
    });
    await context.setOffline(false);
    await expect.poll(() => keys.length, patience).toBe(1);
    await waitingList(page).getByText('Meal (Lunch)').waitFor();
    await context.setOffline(true);
    await context.setOffline(false);
    await waitingList(page).waitFor({ state: 'detached', ...patience });

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const meals = await mealsOf(account);
    expect(meals.map((meal) => [meal.mealType, meal.notes])).toEqual([['Lunch', 'logged on the train']]);
    await offlineBanner(page).waitFor({ state: 'detached' });
    // The service worker's caches hold the app shell only: no person's API answer, no live stream.
    const cached = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)))).flat());
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
  });

  it('is installable: a manifest Chromium reads without error, with 192 and 512 px icons, maskable ones too, opening standalone', async () => {
    const { page, context } = product;
    await page.goto('/');
    const cdp = await context.newCDPSession(page);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = (await (await page.request.get(url)).json()) as { display: string; start_url: string; theme_color: string; icons: { sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/dashboard', theme_color: '#0284c7' });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, patience);
  });

  it('shows a meal refused when sent later until the person dismisses it, and leaves no data on the device after signing out', async () => {
    const { page, context, app } = product;
    const account = await registerAccount(app, 'Refused Person');
    await openSignedIn(page, account, '/meals');
    await page.getByText('No meals logged yet. Add your first meal to start tracking.').waitFor(patience);
    await keptOnDevice(page, 'totalCount');

    await context.setOffline(true);
    await addMealOffline(page);
    await waitingList(page).getByText('Meal (Lunch)').waitFor();
    await page.route(`**${API_ROUTES.meals.log.path}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Please check the meal.', errors: { timestamp: 'The time cannot be in the future.' } }) })
        : route.continue(),
    );
    await context.setOffline(false);

    const refusal = waitingList(page).getByRole('alert');
    await refusal.getByText('The time cannot be in the future.').waitFor(patience);
    await expect(refusal.textContent()).resolves.toContain('Not saved: Meal (Lunch)');
    await expect(refusal.textContent()).resolves.toContain('was refused: Please check the meal.');
    await page.reload();
    await refusal.waitFor();
    await refusal.getByRole('button', { name: 'Dismiss' }).click();
    await waitingList(page).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('glyco.')));
    expect(kept).toEqual([]);
  });
});
