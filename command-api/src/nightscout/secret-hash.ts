import { createHash, randomBytes } from 'node:crypto';

/** 192 random bits, as hex: safe in a URL's user name, and no shorter than xDrip+'s 12 characters. */
const SECRET_BYTES = 24;

export function newUploaderSecret(): string {
  return randomBytes(SECRET_BYTES).toString('hex');
}

const digest = (algorithm: 'sha1' | 'sha256', text: string) => createHash(algorithm).update(text, 'utf8').digest('hex');

/**
 * What is kept of a secret: SHA-256 of its SHA-1 hex. Nightscout clients send the SHA-1 hex as
 * `api-secret`, so that digest works like the secret itself and is never stored; one more hash
 * makes both forms of a request meet at one key. No salt or stretching: the key must be found
 * from the secret alone, and 192 random bits leave nothing to guess.
 */
export function secretHashOf(secret: string): string {
  return secretHashOfSha1(digest('sha1', secret));
}

/** The kept hash from an `api-secret` header's SHA-1 hex. */
export function secretHashOfSha1(sha1Hex: string): string {
  return digest('sha256', sha1Hex.toLowerCase());
}
