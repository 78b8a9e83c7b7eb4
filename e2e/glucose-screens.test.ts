import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openSignedIn, registerAccount, type Account } from './support/accounts';
import { useProduct } from './support/product';
import { postReadingsConcurrently, seedWeek } from './support/seed';
import { API_ROUTES } from '@glyco/contracts';

const product = useProduct();

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Points a chart draws: the vertices of its glucose line, and its dots (readings, or the marks of lows and highs). */
function pointsDrawn(chart: Locator): Promise<{ line: number; dots: number }> {
  return chart.evaluate((svg) => ({
    line: Array.from(svg.querySelectorAll('path[stroke="#0284c7"]')).reduce((sum, path) => sum + (path.getAttribute('d')?.match(/[ML]/g)?.length ?? 0), 0),
    dots: svg.querySelectorAll('circle').length,
  }));
}

function tileValue(page: Page, label: string) {
  return page.getByRole('region', { name: 'Current Glucose' }).getByText(label, { exact: true }).locator('xpath=following-sibling::dd').textContent();
}

async function useMmol(account: Account) {
  const client = product.app.client();
  client.token = account.token;
  expect((await client.put(API_ROUTES.accounts.updateProfile.path, { name: account.name, email: account.email, settings: { glucoseUnit: 'mmol/L' } })).status).toBe(200);
}

describe('90 days of readings drawn from the server trace', () => {
  it('draws 90 days on Reports and a month on the Glucose page as a few hundred points, and a day at full resolution', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Long Range');
    const now = Date.now();
    // Every hour for 90 days, through lows and highs: 2,160 readings.
    const readings = Array.from({ length: 90 * 24 }, (_, index) => ({ at: now - 90 * DAY + index * 60 * MINUTE, value: Math.round(140 + 90 * Math.sin(index / 4)) }));
    await postReadingsConcurrently(product.app, account, readings, 8);

    await openSignedIn(page, account, '/reports');
    await page.getByLabel('Start Date').fill(dayjs(now - 89 * DAY).format('YYYY-MM-DD'));
    const chart = page.getByRole('img', { name: /^Glucose over the report period/ });
    await chart.waitFor();
    // 2,160 readings: a line of at most 288 buckets, and at most a low and a high mark per bucket.
    const drawn = await pointsDrawn(chart);
    expect(drawn.line).toBeGreaterThan(100);
    expect(drawn.line).toBeLessThanOrEqual(288);
    expect(drawn.dots).toBeLessThanOrEqual(2 * drawn.line);
    await expect(chart.locator('[data-testid="target-band"]').count()).resolves.toBe(1);
    await expect(chart.textContent()).resolves.toMatch(/readings below and [\d,]+ above the target range/);

    await page.goto('/glucose');
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    const trend = page.getByRole('region', { name: 'Glucose Trend' });
    // The whole month, uncapped: every reading of its 30 days is in the caption.
    await expect.poll(() => trend.locator('header p').textContent()).toMatch(/· [67]\d\d readings, mean and range of every 3 h$/);
    const month = await pointsDrawn(trend.getByRole('img', { name: /^Glucose over the period/ }));
    expect(month.line).toBeLessThanOrEqual(288);
    expect(month.dots).toBeLessThanOrEqual(2 * month.line);

    // Yesterday, a whole day: every reading of it drawn, in the daily view.
    await page.getByRole('button', { name: 'Daily', exact: true }).click();
    await page.getByRole('button', { name: 'Previous daily period' }).click();
    const day = page.getByRole('region', { name: 'Daily View', exact: true }).getByRole('img', { name: /^Glucose, carbs, insulin and basal on/ });
    await day.waitFor();
    const yesterday = dayjs(now).subtract(1, 'day');
    const dayReadings = readings.filter((reading) => reading.at >= yesterday.startOf('day').valueOf() && reading.at <= yesterday.endOf('day').valueOf()).length;
    expect(dayReadings).toBeGreaterThanOrEqual(23);
    await expect.poll(() => day.locator('[data-testid="cgm-reading"]').count()).toBe(dayReadings);
  }, 240_000);
});

describe('the dashboard says what the glucose is now', () => {
  it('shows the newest reading large in the person unit, with its trend arrow, age and the last 24 hours', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Now Wearer');
    await useMmol(account);
    const now = Date.now();
    // Rising 12.5 mg/dL every 5 minutes (2.5 mg/dL per minute) to 180 mg/dL three minutes ago.
    const readings = Array.from({ length: 8 }, (_, index) => ({ at: now - 3 * MINUTE - (7 - index) * 5 * MINUTE, value: 92.5 + 12.5 * index }));
    await postReadingsConcurrently(product.app, account, readings, 2);

    await openSignedIn(page, account, '/dashboard');
    await page.getByRole('region', { name: 'Current Glucose' }).waitFor();
    await expect(tileValue(page, 'Glucose')).resolves.toBe('10.0mmol/L');
    await expect(tileValue(page, 'Trend')).resolves.toBe('↑Rising');
    await expect(tileValue(page, 'Age')).resolves.toMatch(/^[3-5] min ago$/);
    const overview = page.getByRole('region', { name: 'Glucose Overview' });
    await overview.getByRole('img', { name: /^Your glucose over the last 24 hours/ }).waitFor();
    await expect(overview.getByText('Last 24 hours', { exact: true }).count()).resolves.toBe(1);
  });

  it('greys a reading older than 15 minutes and says it is not current', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Old Reading');
    await postReadingsConcurrently(product.app, account, [{ at: Date.now() - 40 * MINUTE, value: 120 }], 1);
    await openSignedIn(page, account, '/dashboard');
    const tile = page.getByRole('region', { name: 'Current Glucose' });
    await tile.getByText(/^Not current:/).waitFor();
    await expect(tileValue(page, 'Age')).resolves.toMatch(/^No reading for 4[0-2] min$/);
    await expect(tile.getByText('Glucose', { exact: true }).locator('xpath=following-sibling::dd').getAttribute('class')).resolves.toContain('text-slate-500');
  });
});

describe('the day-by-day view', () => {
  it('draws one small chart per day with the meals and doses on the glucose line, each opening its day', async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Day Viewer');
    const now = Date.now();
    await seedWeek(product.app, account, now);
    await postReadingsConcurrently(product.app, account, Array.from({ length: 288 }, (_, index) => ({ at: now - 2 * DAY + index * 10 * MINUTE, value: 110 + (index % 30) * 3 })));

    await openSignedIn(page, account, '/glucose');
    const card = page.getByRole('region', { name: 'Day by Day' });
    await card.getByRole('button', { name: 'Show each day' }).click();
    const days = card.getByRole('list', { name: 'Days of the period' });
    await expect.poll(() => days.getByRole('listitem').count()).toBe(7);
    await expect.poll(() => days.locator('[data-testid="meal-mark"]').count()).toBe(2);
    await expect(days.locator('[data-testid="dose-mark"]').count()).resolves.toBe(2);
    await expect(days.locator('[data-testid="meal-mark"] title').allTextContents()).resolves.toEqual(expect.arrayContaining(['Breakfast, 27 g carbs', 'Lunch, 42 g carbs']));
    // The list scrolls inside its card rather than stretching the page.
    await expect(days.evaluate((list) => list.scrollHeight > list.clientHeight)).resolves.toBe(true);

    const yesterday = dayjs(now).subtract(1, 'day');
    await days.getByRole('button', { name: `Open ${yesterday.format('ddd, MMM D')}` }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Daily', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expect(page.getByLabel('Period ending on').inputValue()).resolves.toBe(yesterday.format('YYYY-MM-DD'));
  });
});
