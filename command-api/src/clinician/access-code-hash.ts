import { createHmac, randomBytes } from 'node:crypto';
import { normalizeAccessCode } from '@glyco/contracts';

const SALT_BYTES = 16;

/** A random salt of its own for each issued code, hex. */
export function newAccessCodeSalt(): string {
  return randomBytes(SALT_BYTES).toString('hex');
}

/**
 * HMAC-SHA-256 of the normalised code keyed by the code's salt, hex. No stretching (scrypt,
 * argon2): the code holds 80 random bits, so even a stolen hash and salt leave 2^79 guesses on
 * average, whereas stretching only helps secrets people choose. Fast hashing keeps a redemption
 * (and a refused one, which must cost the same) at microseconds; online guessing is held by the
 * redemption's limits. The salt keeps equal codes from hashing alike across patients and events.
 */
export function hashAccessCode(code: string, salt: string): string {
  return createHmac('sha256', Buffer.from(salt, 'hex')).update(normalizeAccessCode(code), 'utf8').digest('hex');
}
