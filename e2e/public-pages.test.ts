import { describe, expect, it } from 'vitest';
import { openSignedIn, registerAccount } from './support/accounts';
import { useProduct } from './support/product';
import { mobile } from './support/viewports';

const product = useProduct();

describe('public pages, theme and page titles', () => {
  it('shows every landing section and leads to sign up and sign in', async () => {
    const { page } = product;
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Features' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('link', { name: 'How It Works' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('button', { name: 'Switch to dark mode' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Type 1 diabetes');
    await expect(page.locator('#features li h3').allTextContents()).resolves.toHaveLength(6);
    await expect(page.locator('#how-it-works li h3').allTextContents()).resolves.toEqual([
      'Track Your Data',
      'Get Smart Insights',
      'Improve Your Management',
    ]);
    await expect(page.locator('figure').count()).resolves.toBe(3);
    await expect(page.getByRole('contentinfo').textContent()).resolves.toContain('no substitute for professional medical advice');

    await page.getByRole('link', { name: 'Learn More' }).click();
    await page.waitForURL(/#features$/);
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(product.problems).toEqual([]);
  });

  it('opens and closes the landing menu on a phone', async () => {
    const { page } = product;
    await page.setViewportSize(mobile);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign Up' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign Up' }).waitFor();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'detached' });
  });

  it('answers an unknown path with the 404 page', async () => {
    const { page } = product;
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
  });

  it('keeps the chosen theme across a reload', async () => {
    const { page } = product;
    await page.goto('/login');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await expect(isDark()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(isDark()).resolves.toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    await expect(isDark()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    await expect(isDark()).resolves.toBe(false);
  });

  it('follows the system colour scheme while no theme was chosen', async () => {
    const { page } = product;
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
  });

  it('sends signed-out visitors of protected pages to /login', async () => {
    const { page } = product;
    for (const path of ['/dashboard', '/glucose', '/meals', '/insulin', '/reports', '/profile', '/chat']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      expect(new URL(page.url()).pathname, path).toBe('/login');
    }
  });

  it('names every page in the browser tab', async () => {
    const { page } = product;
    const titles: Record<string, string> = {};
    for (const [path, heading] of [['/', 'How It Works'], ['/login', 'Welcome Back'], ['/register', 'Create Your Account'], ['/nowhere', 'Page Not Found']]) {
      await page.goto(path!);
      await page.getByRole('heading', { name: heading }).waitFor();
      titles[path!] = await page.title();
    }
    await openSignedIn(page, await registerAccount(product.app), '/dashboard');
    await page.getByRole('region', { name: 'Latest Readings' }).waitFor();
    titles['/dashboard'] = await page.title();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Glucose' }).click();
    await page.getByRole('heading', { name: 'Glucose Monitor' }).waitFor();
    titles['/glucose'] = await page.title();
    expect(titles).toEqual({
      '/': 'Glyco: your diabetes companion',
      '/login': 'Sign In · Glyco',
      '/register': 'Create Your Account · Glyco',
      '/nowhere': 'Page Not Found · Glyco',
      '/dashboard': 'Dashboard · Glyco',
      '/glucose': 'Glucose Monitor · Glyco',
    });
  });
});
