/** A random version-4 UUID; `crypto.randomUUID` exists only on HTTPS and localhost, `getRandomValues` everywhere. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of each create route's submission in progress. Until a create succeeds,
 * sending the same body again (Save pressed again after a timeout, the form unchanged) is a retry
 * of the same submission and reuses its key, so the server creates the record once. A success or
 * another body starts a new submission with a new key.
 */
export function createSubmissionKeys(newKey: () => string = newUuid) {
  const pending = new Map<string, { body: string; key: string }>();
  return {
    keyFor(path: string, body: unknown): string {
      const text = JSON.stringify(body);
      const current = pending.get(path);
      if (current?.body === text) return current.key;
      const key = newKey();
      pending.set(path, { body: text, key });
      return key;
    },
    succeeded(path: string): void {
      pending.delete(path);
    },
  };
}

export type SubmissionKeys = ReturnType<typeof createSubmissionKeys>;
