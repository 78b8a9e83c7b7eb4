import { describe, expect, it } from 'vitest';
import { POSITION_HEADER, API_ROUTES } from '@glyco/contracts';
import type { Page } from 'playwright-core';
import { openSignedIn, registerAccount } from './support/accounts';
import { seriousViolations } from './support/axe';
import { useProduct } from './support/product';
import { readableEverywhere, seedWeek } from './support/seed';

const product = useProduct();
const DAY_MS = 86_400_000;

/** The conversation's messages: bubbles, and emergency replies as alerts. */
const messagesOf = (page: Page) => page.getByRole('log').locator(':scope > p, :scope > [role="alert"]');

/** Sends a message and returns the bot's answer to it, as the page shows it (an alert's heading and steps on lines of their own). */
async function ask(page: Page, message: string, submit: 'Enter' | 'Send'): Promise<string> {
  const log = page.getByRole('log');
  const answers = messagesOf(page);
  const before = await answers.count();
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  if (submit === 'Enter') await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  else await page.getByRole('button', { name: 'Send' }).click();
  await answers.nth(before + 1).waitFor();
  await log.getByText('Typing...').waitFor({ state: 'detached' });
  return (await answers.nth(before + 1).innerText()).replace(/^Chatbot:\s*/, '');
}

describe('the chatbot', () => {
  it('answers from the stats, declines dosing and gives emergency guidance first', async () => {
    const { page, app } = product;
    const account = await registerAccount(app, 'Ada Lovelace');
    const now = Date.now();
    await seedWeek(app, account, now);
    const client = app.client();
    client.token = account.token;
    const profile = await client.put(API_ROUTES.accounts.updateProfile.path, {
      name: account.name,
      email: account.email,
      emergencyContacts: [{ name: 'Grace Hopper', relationship: 'Sister', phone: '555-0100', email: '' }],
    });
    expect(profile.status).toBe(200);
    await readableEverywhere(app, profile.headers.get(POSITION_HEADER));

    await openSignedIn(page, account, '/chat');
    await page.getByRole('log').getByText("Hello Ada Lovelace! I'm the chatbot.", { exact: false }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Message' }).getAttribute('placeholder')).toBe('Type your message...');

    const suggested = page.getByRole('list', { name: 'Suggested questions' });
    await suggested.getByRole('button', { name: 'How was my glucose this week?' }).waitFor();
    const answers = page.getByRole('log').locator('p');
    await suggested.getByRole('button', { name: 'How was my glucose this week?' }).click();
    await answers.nth(2).waitFor();
    await page.getByRole('log').getByText('Typing...').waitFor({ state: 'detached' });
    expect(await answers.nth(2).textContent()).toMatch(/^Chatbot: Here is your glucose this week \(.+\), from \d+ (CGM|meter) readings: average /);

    const unclear = await ask(page, 'banana', 'Enter');
    expect(unclear).toMatch(/^Could you put that another way\?/);
    expect(await suggested.getByRole('button').count()).toBe(3);

    const low = await ask(page, 'im shakey and my sensor says 52', 'Enter');
    expect(low).toContain('15-20 g of fast-acting carbohydrate');

    const average = await ask(page, 'What was my average in the last 7 days?', 'Enter');
    const stats = await client.get(`${API_ROUTES.glucose.stats.path}?startDate=${new Date(now - 7 * DAY_MS).toISOString()}&endDate=${new Date().toISOString()}`);
    // A third of the week's 24 readings are a sensor's: the figures are the sensor's, the finger-sticks counted beside.
    expect(stats.body.readings).toEqual({ cgm: 8, meter: 16 });
    // The reply names its window in local dates and gives the stats route's mean to one decimal.
    expect(average).toMatch(/^Your average glucose over the last 7 days \([A-Z][a-z]{2} \d{1,2} - [A-Z][a-z]{2} \d{1,2}\) was /);
    expect(average).toContain(`was ${stats.body.mean.toFixed(1)} mg/dL, from 8 CGM readings.`);

    const dosing = await ask(page, 'How much insulin should I take for 60 g carbs?', 'Send');
    expect(dosing).toMatch(/^I can't recommend an insulin dose/);
    expect(dosing).toContain('care team');

    const emergency = await ask(page, 'My blood sugar is severely low and I feel confused', 'Enter');
    const emergencyLines = emergency.split('\n').filter(Boolean);
    expect(emergencyLines[0]).toBe('Act now');
    expect(emergencyLines[1]).toContain('call your local emergency number');
    expect(emergency).toContain('15-20 g of fast-acting carbohydrate');
    expect(emergency).toContain('Grace Hopper (Sister): 555-0100');

    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows an emergency as an alert first in the reply, what to do now before anything else', async () => {
    const { page, app } = product;
    const account = await registerAccount(app, 'Ada Lovelace');
    await openSignedIn(page, account, '/chat');
    await page.getByRole('log').getByText("Hello Ada Lovelace! I'm the chatbot.", { exact: false }).waitFor();

    const before = await messagesOf(page).count();
    const text = await ask(page, "I'm 2.8 and can't think straight", 'Enter');
    const reply = messagesOf(page).nth(before + 1);
    expect(await reply.getAttribute('role')).toBe('alert');
    // The alert's own first element is its heading, then the first line says what to do, then the steps.
    expect(await reply.locator(':scope > *').first().evaluate((element) => element.tagName)).toBe('H3');
    const lines = text.split('\n').filter(Boolean);
    expect(lines[0]).toBe('Act now');
    expect(lines[1]).toMatch(/call your local emergency number now/);
    expect(lines[2]).toMatch(/glucagon|15-20 g of fast-acting carbohydrate/);
    expect(text.indexOf('15-20 g of fast-acting carbohydrate')).toBeLessThan(text.indexOf('emergency contacts'));
    expect(await page.getByRole('alert').filter({ hasText: 'Act now' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('turns to the signed-out state when the session ends in another tab while the page is open', async () => {
    const { page, app } = product;
    const account = await registerAccount(app, 'Grace Hopper');
    await openSignedIn(page, account, '/chat');
    const input = page.getByRole('textbox', { name: 'Message' });
    await page.getByRole('log').getByText("Hello Grace Hopper! I'm the chatbot.", { exact: false }).waitFor();
    expect(await input.isEnabled()).toBe(true);

    const otherTab = await page.context().newPage();
    await otherTab.goto('/chat');
    await otherTab.evaluate(() => localStorage.removeItem('token'));
    await page.getByText('Please log in to use the personalized chatbot features.').waitFor();
    expect(await input.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await otherTab.close();
  });
});
