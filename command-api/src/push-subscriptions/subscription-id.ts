import { createHash } from 'node:crypto';

/** A subscription's id: SHA-256 of its endpoint, so the same browser saved twice is one subscription. */
export function pushSubscriptionIdOf(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('hex');
}
