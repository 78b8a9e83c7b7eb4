import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_RANDOM_HEX, accessTokenPrefixOf } from '@glyco/contracts';

/** A new token in Nightscout's form, `<name>-<16 hex>`. */
export function newAccessToken(name: string): string {
  return `${accessTokenPrefixOf(name)}-${randomBytes(ACCESS_TOKEN_RANDOM_HEX / 2).toString('hex')}`;
}

/**
 * What is kept of a token: its SHA-256. No salt or stretching: a request's token must find its
 * row from the token alone; guessing is held back by the per-address throttle.
 */
export function accessTokenHashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
