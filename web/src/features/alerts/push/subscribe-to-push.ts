import type { PushSubscriptionInput } from '@glyco/contracts';
import { pushRoutes } from '@glyco/contracts/api-routes/push';
import { apiClient } from '../../../lib/api-client';

/** The VAPID public key (base64url) as PushManager.subscribe's applicationServerKey takes it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/**
 * Subscribes this browser to Web Push with the server's key and saves the subscription, so alerts
 * reach it with the app closed. Nothing happens without a service worker, push support or the
 * person's permission; a browser that cannot reach its push service keeps the in-page notifications.
 */
export async function subscribeToPush(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined' || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return false;
  try {
    const existing = await registration.pushManager.getSubscription();
    const { publicKey } = await apiClient.call(pushRoutes.publicKey);
    const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
    await apiClient.call(pushRoutes.subscribe, { body: subscription.toJSON() as PushSubscriptionInput });
    return true;
  } catch {
    return false;
  }
}
