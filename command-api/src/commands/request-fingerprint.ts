import { createHmac } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import { unprocessable } from '@glyco/contracts/http/app-errors';

/**
 * What a keyed create asked for. An HMAC keyed by the client's Idempotency-Key, so the event
 * metadata that keeps it reveals nothing of the body to anyone without the key.
 */
export function requestFingerprint(key: string, route: string, input: unknown): string {
  return createHmac('sha256', key).update(`${route}\n${canonicalJson(input)}`).digest('base64url');
}

/** A keyed create on an existing stream must repeat the request that created it (else 422). */
export function assertSameRequest(history: readonly RecordedEvent[], fingerprint: string | undefined): void {
  if (fingerprint === undefined || history.length === 0) return;
  if (history[0]!.metadata.requestFingerprint !== fingerprint) throw unprocessable(IDEMPOTENCY_MESSAGES.keyReused);
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
