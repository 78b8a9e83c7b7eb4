import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNT, seedDemo, type SeedResult } from '../scripts/demo-data/seed';
import { openSignedIn } from './support/accounts';
import { chartWidths, narrowCharts } from './support/chart-widths';
import { useProduct } from './support/product';
import { API_ROUTES } from '@glyco/contracts';

const product = useProduct();
let demo: SeedResult;

const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 812 };

/** Each page and how many charts it draws once loaded. */
const PAGES = [
  { path: '/dashboard', charts: 1 },
  { path: '/glucose', charts: 2 },
  { path: '/reports', charts: 3 },
];

beforeAll(async () => {
  demo = await seedDemo(product.app.url, 3);
  // The browser does not carry the seeding client's position: wait until every read model holds the days.
  const client = product.app.client();
  client.token = demo.client.token;
  const since = new Date(Date.now() - 5 * 86_400_000).toISOString();
  await vi.waitFor(async () => {
    expect((await client.get(`${API_ROUTES.reports.overview.path}?startDate=${since}`)).body.glucoseStats.count).toBe(demo.counts.readings);
    expect((await client.get(`${API_ROUTES.glucose.list.path}?startDate=${since}&limit=10000`)).body.length).toBe(demo.counts.readings);
  }, { timeout: 30_000, interval: 200 });
}, 120_000);

async function chartsDrawn(page: Page, count: number) {
  await expect.poll(async () => (await chartWidths(page)).length).toBeGreaterThanOrEqual(count);
}

/** At first paint every chart already fills its card; after the window changes width, it follows. */
async function fillsCardsBeforeAndAfterResize(page: Page, count: number, resizeTo: { width: number; height: number }) {
  await chartsDrawn(page, count);
  expect(await narrowCharts(page)).toEqual([]);
  await page.setViewportSize(resizeTo);
  await expect.poll(() => narrowCharts(page)).toEqual([]);
  expect((await chartWidths(page)).length).toBeGreaterThanOrEqual(count);
}

async function openClinicianView(page: Page) {
  await page.goto('/clinician');
  await page.getByLabel('Patient email').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Access code').fill(demo.doctorAccess.code);
  await page.getByRole('button', { name: 'View patient data' }).click();
  await page.getByRole('heading', { name: /^Read-only view shared by/, level: 1 }).waitFor();
}

describe('every chart fills its card', () => {
  for (const [viewport, resizeTo, colorScheme] of [[wide, narrow, 'light'], [narrow, wide, 'dark']] as const) {
    for (const { path, charts } of PAGES) {
      it(`on ${path} at ${viewport.width} px in the ${colorScheme} theme, on first load and after a resize`, async () => {
        const context = await product.browser.newContext({ baseURL: product.app.url, viewport, colorScheme });
        try {
          const page = await context.newPage();
          await openSignedIn(page, { ...DEMO_ACCOUNT, token: demo.client.token! }, path);
          await fillsCardsBeforeAndAfterResize(page, charts, resizeTo);
        } finally {
          await context.close();
        }
      });
    }

    it(`on the clinician view at ${viewport.width} px in the ${colorScheme} theme, on first load and after a resize`, async () => {
      const context = await product.browser.newContext({ baseURL: product.app.url, viewport, colorScheme });
      try {
        const page = await context.newPage();
        await openClinicianView(page);
        await fillsCardsBeforeAndAfterResize(page, 2, resizeTo);
      } finally {
        await context.close();
      }
    });
  }
});
