import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSignedIn, registerAccount } from './support/accounts';
import { useProduct } from './support/product';
import { API_ROUTES } from '@glyco/contracts';

const product = useProduct();

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** What xDrip+ does with the address pasted into it: the user name is the secret, sent as its SHA-1. */
async function uploadAsXDrip(address: string, sgv: number, minutesAgo: number): Promise<number> {
  const url = new URL(address);
  const date = Date.now() - minutesAgo * 60_000;
  const entry = { device: 'xDrip-DexcomG6', date, dateString: new Date(date).toISOString(), sgv, direction: 'Flat', type: 'sgv' };
  const response = await fetch(`${product.app.url}${url.pathname}entries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'api-secret': sha1(decodeURIComponent(url.username)) },
    body: JSON.stringify([entry]),
  });
  return response.status;
}

describe('uploads from a CGM app', () => {
  it('shows the address once in Profile, takes uploads with it, and stops them when made anew or turned off', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Ada Lovelace');
    await openSignedIn(page, account, '/profile');
    await page.getByRole('tab', { name: 'Uploads' }).click();
    await page.getByText('Uploads are off: no app can send data.').waitFor();
    await page.getByRole('button', { name: 'Create uploader address' }).click();
    const shown = page.getByRole('status', { name: 'Nightscout URL for your app' });
    await shown.waitFor();
    const address = (await shown.textContent())!;
    expect(address).toMatch(/^http:\/\/[0-9a-f]{48}@127\.0\.0\.1:\d+\/api\/v1\/$/);

    expect(await uploadAsXDrip(address, 143, 10)).toBe(200);
    const client = product.app.client();
    client.token = account.token;
    await expect.poll(async () => (await client.get(API_ROUTES.glucose.list.path)).body.map((reading: { value: number }) => reading.value)).toEqual([143]);

    await page.getByRole('button', { name: 'Make a new address' }).click();
    await expect.poll(async () => (await shown.textContent()) !== address).toBe(true);
    expect(await uploadAsXDrip(address, 150, 5)).toBe(401);
    const current = (await shown.textContent())!;
    expect(await uploadAsXDrip(current, 150, 5)).toBe(200);

    await page.getByRole('button', { name: 'Turn uploads off' }).click();
    await page.getByText('Uploads turned off. The old address no longer works.').waitFor();
    expect(await uploadAsXDrip(current, 160, 1)).toBe(401);
  });
});
