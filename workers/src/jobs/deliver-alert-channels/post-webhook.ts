import { WEBHOOK_SIGNATURE_HEADER, signWebhookBody } from '@glyco/runtime';

/** A receiver that has not answered in 5 s has failed this attempt; BullMQ tries again later. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/** POSTs the JSON signed with the person's secret; anything but a 2xx answer throws with its status. */
export async function postWebhook(url: string, secret: string, payload: unknown, idempotencyKey: string): Promise<void> {
  const body = JSON.stringify(payload);
  const response = await fetch(url, {
    method: 'POST',
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(secret, body), 'idempotency-key': idempotencyKey },
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`);
}
