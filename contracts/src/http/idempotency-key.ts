/**
 * Idempotent creation (draft-ietf-httpapi-idempotency-key-header): a client names one submission
 * with a key and sends it on every retry of that submission. The server creates the record once
 * per person, route and key, and answers every retry with that record.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;

/** Letters, digits and `. _ : -`: a UUID fits, and nothing needs quoting in a header or a log. */
const KEY_PATTERN = /^[A-Za-z0-9._:-]+$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: `Idempotency-Key must be ${IDEMPOTENCY_KEY_MIN_LENGTH} to ${IDEMPOTENCY_KEY_MAX_LENGTH} letters, digits or . _ : -`,
  keyReused: 'This Idempotency-Key was already used for a different request. Send a new key for a new record.',
} as const;

export function isValidIdempotencyKey(key: string): boolean {
  return key.length >= IDEMPOTENCY_KEY_MIN_LENGTH && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && KEY_PATTERN.test(key);
}
