import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { validationError } from '@glyco/contracts/http/app-errors';

const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;

/**
 * The id of a record a POST creates: the client's own `_id`, else one derived from its
 * `Idempotency-Key` header (per user, so two users' keys never meet), else a new one. A retried
 * POST therefore lands on the same stream and appends nothing new.
 */
export function resolveClientId(ctx: Context, userId: string, bodyId: string | undefined): string {
  if (bodyId) return bodyId;
  const key = ctx.get('Idempotency-Key');
  if (!key) return randomUUID();
  if (!IDEMPOTENCY_KEY.test(key)) throw validationError('Idempotency-Key must be 8 to 128 letters, digits or . _ : -');
  return stableUuid(`${userId}\n${key}`);
}

/** The same text always gives the same version-8 (custom) UUID. */
export function stableUuid(text: string): string {
  const bytes = Buffer.from(createHash('sha256').update(text).digest().subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
