import type { BrowserContext } from 'playwright-core';

/**
 * Chromium's own installability check (what Lighthouse's "installable manifest" audit asked before
 * Lighthouse 12 dropped its PWA category): the manifest parses, names the app, has icons of 192 and
 * 512 px, a start URL in scope and a standalone display, and a service worker controls the page.
 * Run in a persistent (not incognito) context; returns Chromium's reasons, none when installable.
 */
export async function installabilityErrors(context: BrowserContext, url: string): Promise<string[]> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { errors } = await cdp.send('Page.getAppManifest');
    return [...installabilityErrors.map(({ errorId, errorArguments }) => [errorId, ...errorArguments.map(({ value }) => value)].join(' ')), ...errors.map(({ message }) => `manifest: ${message}`)];
  } finally {
    await page.close();
  }
}
