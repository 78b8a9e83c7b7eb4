import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What an escalation email's link answers for: one alert of one person, by one emergency contact. */
export interface AlertLinkClaim {
  userId: string;
  alertId: string;
  contactIndex: number;
}

export function alertLinkKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'glyco', 'alert-acknowledge-link v1', 32));
}

const macOf = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * The claim and its HMAC, URL-safe. Nothing is stored: the link is answered at most once because
 * an alert is acknowledged at most once (a second answer records nothing).
 */
export function createAlertLinkToken(key: Buffer, claim: AlertLinkClaim): string {
  const payload = Buffer.from(`${claim.userId}.${claim.alertId}.${claim.contactIndex}`).toString('base64url');
  return `${payload}.${macOf(key, payload)}`;
}

/** The claim of a token made with `key`, or undefined for anything else. */
export function readAlertLinkToken(key: Buffer, token: string): AlertLinkClaim | undefined {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) return undefined;
  const expected = Buffer.from(macOf(key, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [userId, alertId, index] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  const contactIndex = Number(index);
  if (!userId || !alertId || !Number.isInteger(contactIndex) || contactIndex < 0) return undefined;
  return { userId, alertId, contactIndex };
}
