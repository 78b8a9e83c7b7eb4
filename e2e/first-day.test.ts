import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newAccountDetails, openSignedIn, registerAccount } from './support/accounts';
import { useProduct } from './support/product';

const product = useProduct();

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** What an uploader (xDrip+) does with the address pasted into it: the user name is the secret, sent as its SHA-1. */
async function uploadReading(address: string, sgv: number): Promise<number> {
  const url = new URL(address);
  const date = Date.now() - 60_000;
  const entry = { device: 'xDrip-DexcomG6', date, dateString: new Date(date).toISOString(), sgv, direction: 'Flat', type: 'sgv' };
  const response = await fetch(`${product.app.url}${url.pathname}entries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'api-secret': sha1(decodeURIComponent(url.username)) },
    body: JSON.stringify([entry]),
  });
  return response.status;
}

async function register(page: Page, name: string): Promise<void> {
  const account = newAccountDetails(name);
  await page.goto('/register');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByLabel('Diabetes type').selectOption('Type 1');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

const botMessages = (page: Page) => page.getByRole('log').locator(':scope > p');
/** The person's own message in the conversation (its bubble starts with a hidden "You: "). */
const asked = (page: Page, text: string) => botMessages(page).filter({ hasText: `You: ${text}` });

describe('the first day', () => {
  it('registers, lands signed in on a welcoming empty dashboard, connects an uploader and sees its reading', async () => {
    const { page } = product;
    await register(page, 'Ada Lovelace');
    await page.getByRole('heading', { name: 'Welcome, Ada!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    const waysIn = page.getByRole('link', { name: /^(Connect an uploader|Import a file|Log a reading)/ });
    await expect.poll(() => waysIn.count()).toBe(3);
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Import' }).count()).resolves.toBeGreaterThan(0);

    await page.getByRole('link', { name: /^Connect an uploader/ }).click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.search === '?tab=uploads');
    await page.getByRole('button', { name: 'Create uploader address' }).click();
    const shown = page.getByRole('status', { name: 'Nightscout URL for your app' });
    await shown.waitFor();
    expect(await uploadReading((await shown.textContent())!, 143)).toBe(200);

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('heading', { name: 'Welcome back, Ada!' }).waitFor();
    await page.getByRole('main').getByText('143', { exact: false }).first().waitFor();
    await expect(page.getByRole('link', { name: /^Connect an uploader/ }).count()).resolves.toBe(0);
  });

  it("keeps the conversation across a reload, and says the server's reason for a refused message", async () => {
    const { page, app } = product;
    const account = await registerAccount(app, 'Grace Hopper');
    await openSignedIn(page, account, '/chat');
    await page.getByRole('log').getByText('Hello Grace Hopper!', { exact: false }).waitFor();

    await page.getByRole('textbox', { name: 'Message' }).fill('What is GMI?');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await botMessages(page).nth(2).waitFor();
    await page.getByRole('log').getByText('Typing...').waitFor({ state: 'detached' });
    const reply = await botMessages(page).nth(2).innerText();
    expect(reply).toMatch(/GMI/);

    await page.getByRole('textbox', { name: 'Message' }).fill('a'.repeat(2001));
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('log').getByText('Message must be at most 2000 characters').waitFor();
    await expect(page.getByRole('log').getByText('Oops!', { exact: false }).count()).resolves.toBe(0);

    await page.reload();
    await asked(page, 'What is GMI?').waitFor();
    expect(await botMessages(page).nth(2).innerText()).toBe(reply);

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('link', { name: 'Chat' }).first().click();
    await asked(page, 'What is GMI?').waitFor();
  });
});
