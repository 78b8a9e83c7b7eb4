import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { openSignedIn, registerAccount, type Account } from './support/accounts';
import { useProduct } from './support/product';
import { postReadings } from './support/seed';

const product = useProduct();

/** Sam names Mum among the emergency contacts, so the Followers tab offers her first. */
async function withEmergencyContact(person: Account, contact: Account): Promise<void> {
  const client = product.app.client();
  client.token = person.token;
  const contacts = [{ name: contact.name, relationship: 'Mother', phone: '', email: contact.email }];
  const saved = await client.put(API_ROUTES.accounts.updateProfile.path, { name: person.name, email: person.email, emergencyContacts: contacts });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe('a parent follows a child live, read-only', () => {
  it('invites an emergency contact from Profile, the contact accepts with their own account and sees the live dashboard under "Following Sam"', async () => {
    const { page } = product;
    const [sam, mum] = await Promise.all([registerAccount(product.app, 'Sam Carter'), registerAccount(product.app, 'Jo Carter')]);
    await withEmergencyContact(sam, mum);
    await postReadings(product.app, sam, [{ value: 143, at: Date.now() - 5 * 60_000 }]);

    await openSignedIn(page, sam, '/profile');
    await page.getByRole('tab', { name: 'Followers' }).click();
    await page.getByRole('button', { name: 'Invite Jo Carter' }).click();
    const link = (await page.getByRole('status', { name: 'Invitation link' }).or(page.getByLabel('Invitation link')).textContent())!;
    expect(link).toContain('/follow?invitation=');
    const followers = page.getByRole('list', { name: 'Your followers' });
    await followers.getByText('Invited').waitFor();

    const mumContext = await product.browser.newContext({ baseURL: product.app.url, viewport: { width: 375, height: 740 } });
    const phone = await mumContext.newPage();
    try {
      await openSignedIn(phone, mum, new URL(link).pathname + new URL(link).search);
      await phone.getByRole('button', { name: 'Accept and follow' }).click();
      await phone.getByRole('heading', { name: 'Following Sam Carter', level: 1 }).waitFor();
      await phone.getByText('143').first().waitFor();
      await expect(phone.getByRole('link', { name: 'Add New' }).count()).resolves.toBe(0);

      // A reading uploaded now reaches the follower's open page without a reload.
      await postReadings(product.app, sam, [{ value: 187, at: Date.now() }]);
      await phone.getByText('187').first().waitFor({ timeout: 10_000 });

      await page.reload();
      await page.getByRole('tab', { name: 'Followers' }).click();
      await followers.getByText('Following', { exact: true }).waitFor();
      await followers.getByText(/^Last looked /).waitFor();

      // Stopping sharing ends the follower's view at once.
      await followers.getByRole('button', { name: 'Stop sharing: Jo Carter' }).click();
      await page.getByText('Nobody follows you.').waitFor();
      await phone.getByText('You do not follow anyone yet. Ask for an invitation link.').waitFor({ timeout: 5_000 });
    } finally {
      await mumContext.close();
    }
  });
});
