import type { AlertResponse, GlucoseUnit } from '@glyco/contracts';
import { alertHeadline, alertSince } from './banner-text';

export const canNotify = (): boolean => typeof Notification !== 'undefined' && Notification.permission === 'granted';
export const mayAskToNotify = (): boolean => typeof Notification !== 'undefined' && Notification.permission === 'default';

/**
 * Shows one alert as a system notification through the service worker's registration (it also works
 * while the tab is in the background); without a worker (development), the page's own Notification.
 * The alert id is the tag, so one alert is one notification however often it is shown.
 */
export async function notifyInBackground(alert: AlertResponse, unit: GlucoseUnit): Promise<void> {
  const title = alertHeadline(alert, unit);
  const options: NotificationOptions = { body: alertSince(alert), tag: alert._id, requireInteraction: alert.level === 'urgent' };
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
}
