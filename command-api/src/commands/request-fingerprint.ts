import { createHmac } from 'node:crypto';

/**
 * What a keyed create asked for. An HMAC keyed by the client's Idempotency-Key, so the event
 * metadata that keeps it reveals nothing of the body to anyone without the key.
 */
export function requestFingerprint(key: string, route: string, input: unknown): string {
  return createHmac('sha256', key).update(`${route}\n${canonicalJson(input)}`).digest('base64url');
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, current: unknown) => (isPlainObject(current) ? sortedKeys(current) : current));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sortedKeys(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
