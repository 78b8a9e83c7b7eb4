/**
 * A follower's phone and desktop view of the person followed, and Profile > Followers, at 1440 and
 * 375 px, light and dark, written to the directory given (default /tmp). Run with
 * `npx tsx e2e/followers/take-followers-screenshots.ts [dir]`.
 */
import type { Browser, Page } from 'playwright-core';
import { API_ROUTES } from '@glyco/contracts';
import { startTestApp, type TestApp } from '@glyco/testing';
import { launchBrowser } from '../support/browser';
import buildWebApp from '../support/build-web-app';
import { registerAccount, type Account } from '../support/accounts';
import { postReadings, seedWeek } from '../support/seed';

const outDir = process.argv[2] ?? '/tmp';
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 375, height: 740 } } as const;

function clientOf(app: TestApp, account: Account) {
  const client = app.client();
  client.token = account.token;
  return client;
}

/** The person invites the follower and the follower uses the link, as the Followers tab and the email would. */
async function follow(app: TestApp, person: Account, follower: Account, shares = { mealsAndDoses: true }): Promise<void> {
  const invited = await clientOf(app, person).post(API_ROUTES.followers.invite.path, { name: follower.name, email: follower.email, shares, alerts: true });
  const link = new URL(invited.body.link as string);
  const accepted = await clientOf(app, follower).post(API_ROUTES.followers.accept.path, { invitationId: link.searchParams.get('invitation'), token: link.searchParams.get('token') });
  if (accepted.status !== 201) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
}

async function prepare(app: TestApp) {
  const [sam, lily, parent, nurse] = await Promise.all([registerAccount(app, 'Sam Carter'), registerAccount(app, 'Lily Carter'), registerAccount(app, 'Jo Carter'), registerAccount(app, 'Ms Patel')]);
  await seedWeek(app, sam);
  await postReadings(app, lily, [{ value: 112, at: Date.now() - 4 * 60_000 }]);
  const samClient = clientOf(app, sam);
  await samClient.post(API_ROUTES.meals.log.path, { mealType: 'Lunch', timestamp: new Date(Date.now() - 90 * 60_000).toISOString(), foodItems: [{ name: 'Pasta', carbs: 55 }] });
  await samClient.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 4, timestamp: new Date(Date.now() - 90 * 60_000).toISOString() });
  await samClient.put(API_ROUTES.accounts.updateProfile.path, {
    name: sam.name, email: sam.email, emergencyContacts: [{ name: 'Alex Carter', relationship: 'Father', phone: '', email: 'alex.carter@example.test' }],
  });
  await follow(app, sam, parent);
  await follow(app, lily, parent);
  await follow(app, sam, nurse, { mealsAndDoses: false });
  return { sam, parent };
}

async function open(browser: Browser, app: TestApp, account: Account, viewport: { width: number; height: number }, theme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.url, viewport, deviceScaleFactor: 1, colorScheme: theme });
  await context.addInitScript(({ token, chosen }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('theme', chosen);
    localStorage.setItem('darkMode', 'false');
  }, { token: account.token, chosen: theme });
  return context.newPage();
}

buildWebApp();
const [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
try {
  const { sam, parent } = await prepare(app);
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of ['light', 'dark'] as const) {
      const phone = await open(browser, app, parent, viewport, theme);
      await phone.goto('/following');
      await phone.getByRole('heading', { name: /^Following / }).waitFor();
      await phone.getByRole('button', { name: 'Sam Carter' }).click();
      await phone.getByRole('heading', { name: 'Following Sam Carter' }).waitFor();
      await phone.getByRole('region', { name: 'Recent Meals' }).waitFor();
      await phone.waitForTimeout(500);
      await phone.screenshot({ path: `${outDir}/followers-following-${theme}-${device}.png`, fullPage: device === 'desktop' });
      await phone.context().close();

      const profile = await open(browser, app, sam, viewport, theme);
      await profile.goto('/profile');
      await profile.getByRole('tab', { name: 'Followers' }).click();
      await profile.getByRole('list', { name: 'Your followers' }).waitFor();
      await profile.screenshot({ path: `${outDir}/followers-profile-${theme}-${device}.png`, fullPage: true });
      await profile.context().close();
    }
  }
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await app.close();
}
