import { createHash, timingSafeEqual } from 'node:crypto';
import { accessCodeGrantsAccess, normalizeAccessCode } from '@glyco/contracts';

const GRANT_HEX_LENGTH = 16;

/** Hex SHA-256 of the trimmed code: what the log keeps instead of the code itself. */
export function accessCodeSha256(code: string): string {
  return createHash('sha256').update(normalizeAccessCode(code), 'utf8').digest('hex');
}

/** The token's grant: enough of the code's digest to notice any change of the code. */
export function grantOf(codeSha256: string): string {
  return codeSha256.slice(0, GRANT_HEX_LENGTH);
}

/** A grant holds while the patient's current code still grants access and is the code it was issued for. */
export function grantHolds(tokenGrant: string | undefined, currentCode: string | undefined): boolean {
  if (!tokenGrant || currentCode === undefined || !accessCodeGrantsAccess(currentCode)) return false;
  return sameHex(tokenGrant, grantOf(accessCodeSha256(currentCode)));
}

/** Constant-time comparison of two hex digests of the same length. */
export function sameHex(left: string, right: string): boolean {
  const a = Buffer.from(left, 'utf8');
  const b = Buffer.from(right, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
