import { createHmac, hkdfSync } from 'node:crypto';

/** The header a webhook receiver checks: `sha256=` and the hex HMAC-SHA256 of the raw body. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Glyco-Signature';

/**
 * One person's webhook secret, derived from the server secret (nothing stored): the same person
 * always gets the same secret, and no person's secret tells another's.
 */
export function alertWebhookSecret(serverSecret: string, userId: string): string {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'glyco', `alert-webhook v1 ${userId}`, 32)).toString('hex');
}

export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
