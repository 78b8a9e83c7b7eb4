import { createHash } from 'node:crypto';
import { sameDigest } from '@glyco/runtime';
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
  return Boolean(tokenGrant && current && current.expiresAt > now && sameDigest(tokenGrant, grantOf(current)));
}
