import { createHash, timingSafeEqual } from 'node:crypto';
import type { AccessCodeInForce } from '../sessions/revocations-table';

const GRANT_HEX_LENGTH = 16;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The token's grant: a digest of the code's hash and of the event that issued it, so any later
 * issue or revocation ends the sessions that redeemed the earlier code.
 */
export function grantOf(code: Pick<AccessCodeInForce, 'codeHash' | 'revision'>): string {
  return sha256Hex(`${code.codeHash}:${code.revision}`).slice(0, GRANT_HEX_LENGTH);
}

/** A grant holds while it names the code in force and that code has not expired. */
export function grantHolds(tokenGrant: string | undefined, current: AccessCodeInForce | undefined, now: Date): boolean {
  return Boolean(tokenGrant && current && current.expiresAt > now && sameHex(tokenGrant, grantOf(current)));
}

/** Constant-time comparison of two hex digests of the same length. */
export function sameHex(left: string, right: string): boolean {
  const a = Buffer.from(left, 'utf8');
  const b = Buffer.from(right, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
