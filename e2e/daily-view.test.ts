import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn, registerAccount, type Account } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';
import { mobile } from './support/viewports';
import { SEEDED_BASAL_RATES, SEEDED_MARKERS, seedReviewDay } from './daily-view/seed-day';
import { SEEDED_TEMP_BASAL_STEPS, seedTempBasalDay } from './daily-view/seed-temp-basals';

const product = useProduct();

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const localDate = (day: Date) => `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

let seeded: { account: Account; day: Date } | undefined;
async function reviewDay() {
  if (!seeded) {
    const account = await registerAccount(product.app, 'Sam Review');
    seeded = { account, day: await seedReviewDay(product.app, account) };
  }
  return seeded;
}

async function openDay(page: Page, account: Account, day: Date) {
  await openSignedIn(page, account, '/glucose');
  await page.getByRole('button', { name: 'Daily', exact: true }).click();
  await page.getByLabel('Period ending on').fill(localDate(day));
  const markers = page.getByTestId('treatment-marker');
  await expect.poll(() => markers.count(), { timeout: 30_000 }).toBe(SEEDED_MARKERS.meal + SEEDED_MARKERS.dose);
  return markers;
}

async function boxesOf(page: Page): Promise<Box[]> {
  const markers = await page.getByTestId('treatment-marker').all();
  return Promise.all(markers.map(async (marker) => ({ name: (await marker.getAttribute('aria-label'))!, ...(await marker.boundingBox())! })));
}

describe('the daily view', () => {
  it('draws every reading, carbs and boluses whose boxes never overlap, and the basal steps of the profile', async () => {
    const { page } = product;
    const { account, day } = await reviewDay();
    await openDay(page, account, day);

    const boxes = await boxesOf(page);
    const collisions = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => overlap(a, b)).map((b) => `${a.name} / ${b.name}`));
    expect(collisions).toEqual([]);
    // The breakfast cluster (meal bolus, snack, SMBs within 30 minutes) needs more than one lane.
    expect(new Set(boxes.map((box) => box.y)).size).toBeGreaterThan(1);
    const smb = boxes.find((box) => box.name.startsWith('Automatic bolus, 0.35 units'))!;
    const bolus = boxes.find((box) => box.name.startsWith('Correction dose, 6 units'))!;
    expect(smb.height).toBeLessThan(bolus.height);

    await expect.poll(() => page.getByTestId('cgm-reading').count()).toBe(288);
    expect(await page.getByTestId('meter-reading').count()).toBe(2);
    const steps = page.getByTestId('basal-step');
    await expect.poll(() => steps.evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('data-rate'))))).toEqual(SEEDED_BASAL_RATES);
    const widths = await steps.evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('width'))));
    // 00:00-06:00, 06:00-22:00 and 22:00-24:00 of the day: 6, 16 and 2 hours wide.
    expect(widths[1]! / widths[0]!).toBeCloseTo(16 / 6, 1);
    expect(widths[2]! / widths[0]!).toBeCloseTo(2 / 6, 1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("draws the basal steps of a loop's temporary basals over the schedule, and a suspend at zero apart", async () => {
    const { page } = product;
    const account = await registerAccount(product.app, 'Pat Pump');
    const day = await seedTempBasalDay(product.app, account);
    await openSignedIn(page, account, '/glucose');
    await page.getByRole('button', { name: 'Daily', exact: true }).click();
    await page.getByLabel('Period ending on').fill(localDate(day));
    const steps = page.getByTestId('basal-step');
    const drawn = () => steps.evaluateAll((rects) => rects.map((rect) => [rect.getAttribute('data-kind'), Number(rect.getAttribute('data-rate'))]));
    await expect.poll(drawn, { timeout: 30_000 }).toEqual(SEEDED_TEMP_BASAL_STEPS);
    const fills = await steps.evaluateAll((rects) => rects.map((rect) => rect.getAttribute('fill')));
    expect(fills[3]).not.toBe(fills[1]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens a meal from its marker in the Meals page\'s edit form, and steps a day back', async () => {
    const { page } = product;
    const { account, day } = await reviewDay();
    await openDay(page, account, day);
    await page.getByRole('button', { name: /^Meal, 60 g carbs at/ }).click();
    await page.waitForURL('**/meals');
    await expect.poll(() => page.getByRole('heading', { name: /Edit Meal/i }).count()).toBeGreaterThan(0);

    await openDay(page, account, day);
    await page.getByRole('button', { name: 'Previous day' }).click();
    // The day's treatments and its readings are two reads: each empties when its own answer arrives.
    await expect.poll(() => page.getByTestId('treatment-marker').count()).toBe(0);
    await expect.poll(() => page.getByTestId('cgm-reading').count()).toBe(0);
  });

  it('on a phone, scrolls the whole day sideways with the same markers', async () => {
    const { page } = product;
    await page.setViewportSize(mobile);
    const { account, day } = await reviewDay();
    await openDay(page, account, day);
    expect(await seriousViolations(page)).toEqual([]);
    const scroller = page.getByTestId('daily-scroller');
    const [scrollWidth, clientWidth] = await scroller.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const boxes = await boxesOf(page);
    expect(boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => overlap(a, b)))).toEqual([]);
  });
});
