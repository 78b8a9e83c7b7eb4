import { describe, expect, it } from 'vitest';
import { formatGlucose, API_ROUTES, type CurrentGlucose, type GlucoseEpisodeList, type GlucoseStats } from '@glyco/contracts';
import type { Locator, Page } from 'playwright-core';
import { openSignedIn, registerAccount } from './support/accounts';
import { useProduct } from './support/product';
import { postReadingsConcurrently } from './support/seed';

const product = useProduct();

const MINUTE = 60_000;
const WEEK_OF_CGM = 7 * 288;

/** Every 5 minutes for a week from `start`: a wave through low, in range, high and very high (60-270), and one 40. */
function weekOfCgm(start: number) {
  return Array.from({ length: WEEK_OF_CGM }, (_, index) => ({
    at: start + index * 5 * MINUTE,
    value: index === 1000 ? 40 : Math.round(165 + 105 * Math.sin((2 * Math.PI * index) / 96)),
  }));
}

/** The text of a stat card's value, e.g. "40mg/dLVery low". */
function card(scope: Page | Locator, label: string) {
  return scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').textContent();
}

describe('every glucose figure comes from the server, over the whole window it names', () => {
  it("shows a week of 2,016 CGM readings on the Glucose page as the stats route computes it, lowest 40 included", async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Cgm Wearer');
    const today = new Date();
    // The previous weekly period of the page: the 7 local days ending a week ago.
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 13).getTime();
    await postReadingsConcurrently(product.app, account, weekOfCgm(start));

    await openSignedIn(page, account, '/glucose');
    await page.getByRole('heading', { name: 'Glucose Monitor' }).waitFor();
    const statsRequest = page.waitForRequest((request) => request.url().includes(API_ROUTES.glucose.stats.path) && new URL(request.url()).searchParams.get('startDate') === new Date(start).toISOString());
    await page.getByRole('button', { name: 'Previous weekly period' }).click();
    const query = new URL((await statsRequest).url()).search;

    const client = product.app.client();
    client.token = account.token;
    const stats = (await client.get<GlucoseStats>(`${API_ROUTES.glucose.stats.path}${query}`)).body;
    expect(stats).toMatchObject({ source: 'cgm', count: WEEK_OF_CGM, min: 40 });

    const summary = page.getByRole('region', { name: 'Period summary' });
    await expect.poll(() => summary.locator('p').first().textContent()).toMatch(/^\w{3} \d{1,2}( \w{3})?( \d{4})? - \w{3} \d{1,2} \w{3}( \d{4})? · 2,016 CGM readings$/);
    await expect(card(summary, 'Lowest')).resolves.toBe('40mg/dLVery low');
    await expect(card(summary, 'Average')).resolves.toBe(`${formatGlucose(stats.average!, 'mg/dL')}mg/dL`);
    await expect(card(summary, 'In Range %')).resolves.toBe(`${stats.inRangePercentage.toFixed(1)}%70–180 mg/dL`);
    await expect(card(summary, 'Highest')).resolves.toMatch(new RegExp(`^${formatGlucose(stats.max!, 'mg/dL')}mg/dL`));

    const metrics = page.getByRole('region', { name: 'Time in Ranges' });
    // A week is too short for GMI: the card says why instead of a number.
    expect(stats).toMatchObject({ gmi: null, gmiReason: expect.stringMatching(/^GMI needs 14 days of CGM data with 70 % wear; this period has 7\.0 days/) });
    await expect(card(metrics, 'GMI (estimated A1c)')).resolves.toBe(`Not shown${stats.gmiReason}`);
    await expect(metrics.getByRole('row', { name: /Time in range 70-180/ }).textContent()).resolves.toContain(`${stats.bands.inRange.toFixed(1)}%`);
    await metrics.getByText('Not enough sensor data for reliable metrics').waitFor();
    const { episodes } = (await client.get<GlucoseEpisodeList>(`${API_ROUTES.glucose.episodes.path}${query}`)).body;
    expect(episodes.length).toBeGreaterThan(0);
    await metrics.getByText(`Episodes of 15 minutes or more: ${episodes.length}`, { exact: true }).waitFor();
    await expect(page.getByRole('region', { name: 'Glucose Trend' }).textContent()).resolves.toContain('· 2,016 readings');
    expect(product.problems).toEqual([]);
  }, 90_000);

  it('shows the current glucose and the last 24 hours of CGM on the dashboard, as GET /api/glucose/current gives them', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Dash Board');
    const newest = Date.now() - 3 * MINUTE;
    const readings = Array.from({ length: 36 }, (_, index) => ({ at: newest - (35 - index) * 5 * MINUTE, value: 120 + index * 2 }));
    await postReadingsConcurrently(product.app, account, readings);

    const client = product.app.client();
    client.token = account.token;
    const current = (await client.get<CurrentGlucose>(API_ROUTES.glucose.current.path)).body;
    expect(current).toMatchObject({ window: 'last24Hours', reading: { value: 190 }, stats: { count: 36 } });

    await openSignedIn(page, account, '/dashboard');
    const tile = page.getByRole('region', { name: 'Current Glucose' });
    await expect(card(tile, 'Glucose')).resolves.toBe('190mg/dL');
    await expect(card(tile, 'Level')).resolves.toBe('High');
    await expect(card(tile, 'Trend')).resolves.toMatch(/Rising|Steady/);
    await expect(card(tile, 'Age')).resolves.toMatch(/^\d+ min ago$/);
    const overview = page.getByRole('region', { name: 'Glucose Overview' });
    await overview.getByText('Last 24 hours · 36 CGM readings', { exact: true }).waitFor();
    await expect(card(overview, 'Average')).resolves.toBe(`${formatGlucose(current.stats.average!, 'mg/dL')}mg/dL`);
    await expect(card(overview, 'In Range %')).resolves.toBe(`${current.stats.inRangePercentage.toFixed(1)}%`);
    await expect(card(overview, 'Above Range %')).resolves.toBe(`${current.stats.aboveRangePercentage.toFixed(1)}%`);
  });
});
