import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '@glyco/testing';
import { launchBrowser } from './browser';
import buildWebApp from './build-web-app';

export const screenshotsDir = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

export type Theme = 'light' | 'dark';
export type Device = 'desktop' | 'mobile';

export interface Shot {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
}

/** Opens the shot's page, waits until it has settled and writes `<name>-<theme>-<device>.png`. */
export async function takeShot(page: Page, shot: Shot, theme: Theme, device: Device): Promise<void> {
  await page.goto(shot.path);
  await shot.ready(page);
  await page.getByRole('status').filter({ hasText: /Loading|Checking/ }).waitFor({ state: 'detached' });
  // A chart takes the width of its container once that is laid out; never shoot one mid-way.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('svg[role="img"][width]')).every((svg) => Math.abs(Number(svg.getAttribute('width')) - (svg.parentElement?.clientWidth ?? 0)) <= 1),
  );
  await page.screenshot({ path: `${screenshotsDir}${shot.name}-${theme}-${device}.png`, fullPage: true });
}

/** Builds the web app, starts the product and Chromium, and captures in each theme and device. */
export async function captureEveryLook<T>(
  prepare: (app: TestApp) => Promise<T>,
  capture: (browser: Browser, app: TestApp, prepared: T, theme: Theme, device: Device) => Promise<void>,
): Promise<void> {
  buildWebApp();
  await mkdir(screenshotsDir, { recursive: true });
  const [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  try {
    const prepared = await prepare(app);
    for (const theme of ['light', 'dark'] as const) {
      for (const device of ['desktop', 'mobile'] as const) await capture(browser, app, prepared, theme, device);
    }
    console.log(`Screenshots written to ${screenshotsDir}`);
  } finally {
    await browser.close();
    await app.close();
  }
}
