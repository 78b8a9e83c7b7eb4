import { createHash, timingSafeEqual } from 'node:crypto';
import { accessCodeGrantsAccess, normalizeAccessCode } from '@glyco/contracts';

const GRANT_HEX_LENGTH = 16;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Hex SHA-256 of the trimmed code: what the log keeps instead of the code itself. */
export function accessCodeSha256(code: string): string {
  return sha256Hex(normalizeAccessCode(code));
}

/** The digest kept for a saved code, or null when the code grants nothing (cleared or too short). */
export function grantingCodeSha256(code: string): string | null {
  return accessCodeGrantsAccess(code) ? accessCodeSha256(code) : null;
}

/**
 * The token's grant: a digest of the code and of the save that set it, so any later save of a
 * code, even one used before, ends the sessions that redeemed the earlier save.
 */
export function grantOf(code: { codeSha256: string; revision: bigint }): string {
  return sha256Hex(`${code.codeSha256}:${code.revision}`).slice(0, GRANT_HEX_LENGTH);
}

/** A grant holds while it names the code and save now in force; nothing holds without a code. */
export function grantHolds(tokenGrant: string | undefined, current: { codeSha256: string; revision: bigint } | undefined): boolean {
  return Boolean(tokenGrant && current && sameHex(tokenGrant, grantOf(current)));
}

/** Constant-time comparison of two hex digests of the same length. */
export function sameHex(left: string, right: string): boolean {
  const a = Buffer.from(left, 'utf8');
  const b = Buffer.from(right, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
