import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_ROUTES, type AlertResponse } from '@glyco/contracts';
import { openSignedIn, registerAccount, type Account } from './support/accounts';
import { useProduct } from './support/product';

/**
 * The in-app alert: readings falling to 50 mg/dL arrive through the Nightscout API from this test's
 * process (not the browser), the evaluator raises an urgent low, and the open dashboard shows the
 * banner and sounds without a reload; a follower's view shows it too. One product, one browser.
 */
// The workers evaluate each new reading and raise the alert.
const product = useProduct({}, { roles: ['api', 'projector', 'workers'] });
const MINUTE = 60_000;

function clientOf(account: Account) {
  const client = product.app.client();
  client.token = account.token;
  return client;
}

async function uploaderSecret(account: Account): Promise<string> {
  const response = await clientOf(account).post(API_ROUTES.nightscoutSecret.create.path);
  expect(response.status).toBe(201);
  return response.body.secret as string;
}

/** xDrip+ uploads, `minutesAgo` before now, with the secret's SHA-1 in `api-secret`. */
async function upload(secret: string, readings: [mgdl: number, minutesAgo: number][]): Promise<void> {
  const entries = readings.map(([sgv, minutesAgo]) => {
    const date = Date.now() - minutesAgo * MINUTE;
    return { type: 'sgv', sgv, date, dateString: new Date(date).toISOString(), device: 'xDrip-DexcomG6' };
  });
  const response = await fetch(new URL(API_ROUTES.nightscoutV1.postEntries.path, product.app.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'api-secret': createHash('sha1').update(secret).digest('hex') },
    body: JSON.stringify(entries),
  });
  expect(response.status).toBe(200);
}

/** Sam invites Jo to follow with alerts, and Jo accepts with her own account. */
async function followedBy(person: Account, follower: Account): Promise<void> {
  const invited = await clientOf(person).post(API_ROUTES.followers.invite.path, { name: follower.name, email: follower.email, shares: { mealsAndDoses: true }, alerts: true });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const token = new URL(invited.body.link as string).searchParams.get('token');
  const accepted = await clientOf(follower).post(API_ROUTES.followers.accept.path, { invitationId: invited.body.invitationId, token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
}

async function alertsOf(account: Account): Promise<AlertResponse[]> {
  const response = await clientOf(account).get(`${API_ROUTES.alerts.list.path}?status=all`);
  expect(response.status).toBe(200);
  return response.body as AlertResponse[];
}

const banners = (page: Page) => page.getByRole('region', { name: 'Alerts' });

describe('the urgent low in the app', () => {
  it('shows the banner and sounds on the open dashboard when another process raises it, acknowledges it there, and a follower sees it', async () => {
    const { page } = product;
    const [sam, jo] = await Promise.all([registerAccount(product.app, 'Sam Carter'), registerAccount(product.app, 'Jo Carter')]);
    const secret = await uploaderSecret(sam);
    await followedBy(sam, jo);
    await upload(secret, [120, 110, 100, 90, 80, 70].map((mgdl, index) => [mgdl, 35 - index * 5]));

    await openSignedIn(page, sam, '/dashboard');
    await page.getByText('70').first().waitFor();
    await expect(banners(page).count()).resolves.toBe(0);

    await upload(secret, [[60, 5]]);
    await upload(secret, [[50, 0]]);
    // The fall also raises "urgent low soon" and "low": one event, so one banner headed by the urgent low.
    const banner = banners(page).getByRole('alert').filter({ hasText: 'Urgent low 50 mg/dL' });
    await banner.waitFor({ timeout: 20_000 });
    await expect(banner.textContent()).resolves.toMatch(/^Urgent low 50 mg\/dL since /);
    await banner.getByText(/^Also raised: Urgent low soon .*, Low /).waitFor({ timeout: 10_000 });
    await expect(banners(page).getByRole('alert').count()).resolves.toBe(1);

    // The test's browser allows autoplay; a browser that blocks it shows "Turn on sound" (alert-sound.test.ts).
    const region = banners(page);
    await expect.poll(() => region.getAttribute('data-sound'), { timeout: 5_000 }).toBe('playing');

    const joContext = await product.browser.newContext({ baseURL: product.app.url, viewport: { width: 375, height: 740 } });
    try {
      const phone = await joContext.newPage();
      await openSignedIn(phone, jo, '/following');
      await phone.getByRole('heading', { name: 'Following Sam Carter', level: 1 }).waitFor();
      await phone.getByRole('region', { name: "Sam Carter's alerts" }).getByText(/Urgent low 50 mg\/dL since/).waitFor({ timeout: 10_000 });
      await expect(phone.getByRole('button', { name: "I'm OK / I've treated it" }).count()).resolves.toBe(0);
    } finally {
      await joContext.close();
    }

    // Treating the urgent low answers the whole fall: the banner goes and the sound stops.
    await banner.getByRole('button', { name: "I'm OK / I've treated it" }).click();
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    const lowBanners = page.locator('[data-alert-kind="urgentLow"], [data-alert-kind="urgentLowSoon"], [data-alert-kind="low"]');
    await expect.poll(() => lowBanners.count()).toBe(0);
    // Any alert left of the fall (falling fast) is a warning: nothing urgent is left to sound.
    const sound = () => page.evaluate(() => document.querySelector<HTMLElement>('section[aria-label="Alerts"]')?.dataset.sound ?? 'off');
    await expect.poll(sound).toBe('off');
    const lows = (await alertsOf(sam)).filter((alert) => ['urgentLow', 'urgentLowSoon', 'low'].includes(alert.kind));
    expect(lows.map((alert) => alert.kind).sort()).toEqual(['low', 'urgentLow', 'urgentLowSoon']);
    for (const alert of lows) expect(alert).toMatchObject({ acknowledgedAt: expect.any(String), acknowledgedBy: 'Sam Carter' });
    expect(lows.find((alert) => alert.kind === 'urgentLow')).toMatchObject({ value: 50 });
  });
});
