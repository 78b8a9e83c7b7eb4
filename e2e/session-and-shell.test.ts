import { describe, expect, it } from 'vitest';
import { WAY_IN_ENDED_MESSAGES } from '@glyco/contracts';
import { openSignedIn, registerAccount } from './support/accounts';
import { useProduct } from './support/product';
import { mobile } from './support/viewports';

const product = useProduct();

describe('the session and the signed-in shell', () => {
  it('logs out to /login and then protects the app again', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Grace Hopper');
    await openSignedIn(page, account, '/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Grace!' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(WAY_IN_ENDED_MESSAGES.sessions).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).resolves.toBeNull();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goBack();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it('drops a token the server no longer accepts and sends the visitor to /login', async () => {
    const { page } = product;
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
    await page.goto('/glucose');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
  });

  it('moves between app pages with the phone menu', async () => {
    const { page } = product;
    await page.setViewportSize(mobile);
    await openSignedIn(page, await registerAccount(product.app, 'Katherine Johnson'), '/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Katherine!' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('Katherine Johnson').isVisible()).resolves.toBe(true);
    await menu.getByRole('link', { name: 'Glucose' }).click();
    await page.getByRole('heading', { name: 'Glucose Monitor' }).waitFor();
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    // Focus goes back to the menu button once the closed menu has unmounted.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
  });

  it('without "Remember me" keeps the session in this tab only', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Dorothy Vaughan');
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Welcome, Dorothy!' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Dorothy!' }).waitFor();
    const otherTab = await product.context.newPage();
    await otherTab.goto('/dashboard');
    await otherTab.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it('stays signed in when a reload cuts the session check short', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Mary Jackson');
    let holdFirstCheck = true;
    await page.route('**/api/auth/me', async (route) => {
      if (!holdFirstCheck) return route.continue();
      // Left unanswered: the reload below aborts it, as a second press of F5 would.
      holdFirstCheck = false;
    });
    const firstCheck = page.waitForRequest('**/api/auth/me');
    await openSignedIn(page, account, '/dashboard');
    await firstCheck;
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Mary!' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBe(account.token);
  });

  it('keeps keyboard focus inside the open phone menu', async () => {
    const { page } = product;
    await page.setViewportSize(mobile);
    await openSignedIn(page, await registerAccount(product.app), '/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    const outside: string[] = [];
    for (let press = 0; press < 14; press++) {
      await page.keyboard.press(press < 12 ? 'Tab' : 'Shift+Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
      if (!inside) outside.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing'));
    }
    expect(outside).toEqual([]);
  });

  it('keeps the theme chosen in the app across a reload and after logging out', async () => {
    const { page } = product;
    await openSignedIn(page, await registerAccount(product.app), '/dashboard');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.reload();
    await page.getByRole('region', { name: 'Latest Readings' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(true);
  });
});
