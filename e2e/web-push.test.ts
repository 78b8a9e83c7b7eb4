import { describe, expect, it } from 'vitest';
import { openSignedIn, registerAccount } from './support/accounts';
import { useProduct } from './support/product';

const product = useProduct();
const patience = { timeout: 10_000 };

describe('an alert pushed to the installed app', () => {
  it('is shown by the service worker as a notification, one per alert, opening its page', async () => {
    const { page, context, app } = product;
    const account = await registerAccount(app, 'Push Person');
    await context.grantPermissions(['notifications']);
    await openSignedIn(page, account, '/dashboard');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, patience);

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const active = registrations.find((registration) => !registration.isDeleted);
        if (active) resolve(active.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(page.url()).origin;
    const alert = { alertId: 'a1', kind: 'urgentLow', level: 'urgent', title: 'Urgent low 50 mg/dL ↓', body: 'Falling. Open Glyco to answer it.', url: `${origin}/dashboard` };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(alert) });

    const shown = () => page.evaluate(async () => (await navigator.serviceWorker.ready.then((registration) => registration.getNotifications())).map((n) => ({ title: n.title, body: n.body, tag: n.tag, requireInteraction: n.requireInteraction, data: n.data as unknown })));
    await expect.poll(shown, patience).toEqual([{ title: alert.title, body: alert.body, tag: 'a1', requireInteraction: true, data: { url: alert.url } }]);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(alert) });
    await expect.poll(async () => (await shown()).length, patience).toBe(1);
  });
});
