import webpush from 'web-push';
import type { VapidKeys } from '@glyco/runtime';

/** A browser's push subscription as PushSubscription.toJSON() gives it. */
export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push service that has not answered in 5 s has failed this attempt. */
const PUSH_TIMEOUT_MS = 5_000;
/** An alert pushed later than this is not worth showing (seconds). */
const PUSH_TTL_SECONDS = 15 * 60;

export interface PushSender {
  vapid: VapidKeys;
  /** Who runs this server, as push services ask (RFC 8292): a mailto: or https: URL. */
  subject: string;
}

/**
 * Encrypts the payload for the subscription (RFC 8291, aes128gcm), signs the request with the
 * VAPID key and POSTs it to the push service. 'gone' when the service says the subscription no
 * longer exists (404, 410); any other failure throws, for a retry.
 */
export async function sendPush(sender: PushSender, subscription: PushSubscriptionKeys, payload: unknown): Promise<'sent' | 'gone'> {
  const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
    vapidDetails: { subject: sender.subject, publicKey: sender.vapid.publicKey, privateKey: sender.vapid.privateKey },
    TTL: PUSH_TTL_SECONDS,
    urgency: 'high',
    contentEncoding: 'aes128gcm',
  });
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    redirect: 'error',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new Error(`Push service answered HTTP ${response.status}`);
  return 'sent';
}

/** The VAPID subject from the sender address of the mail ('Glyco <no-reply@glyco.local>'). */
export function pushSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
