/**
 * Crockford base32: no I, L, O or U, so a code read aloud or copied from paper cannot be
 * mistyped into another valid code; 32 symbols carry 5 bits each.
 */
export const ACCESS_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 4;
const GROUP_SIZE = 4;
const BITS_PER_SYMBOL = 5;
export const ACCESS_CODE_LENGTH = GROUPS * GROUP_SIZE;
/** 16 symbols of 5 bits: 80 bits, beyond any offline search even of an unsalted digest. */
export const ACCESS_CODE_ENTROPY_BITS = ACCESS_CODE_LENGTH * BITS_PER_SYMBOL;
/** A code as the server hands it out: `7K2M-QX9D-4TRP-A0BZ`. */
export const ACCESS_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

type RandomBytes = (count: number) => Uint8Array;
const cryptoBytes: RandomBytes = (count) => globalThis.crypto.getRandomValues(new Uint8Array(count));

/** A new doctor access code: 80 random bits as four groups of four symbols. */
export function generateAccessCode(randomBytes: RandomBytes = cryptoBytes): string {
  const bytes = randomBytes(ACCESS_CODE_ENTROPY_BITS / 8);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  const symbols = Array.from({ length: ACCESS_CODE_LENGTH }, (_, index) => {
    const shift = BigInt((ACCESS_CODE_LENGTH - 1 - index) * BITS_PER_SYMBOL);
    return ACCESS_CODE_ALPHABET[Number((bits >> shift) & 31n)]!;
  });
  return groupAccessCode(symbols.join(''));
}

/**
 * The code as it is compared: case, spaces and hyphens never count, and the letters Crockford
 * reads as digits (I, L as 1; O as 0) are taken as those digits.
 */
export function normalizeAccessCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

/** `7K2MQX9D4TRPA0BZ` as `7K2M-QX9D-4TRP-A0BZ`. */
export function groupAccessCode(normalized: string): string {
  return normalized.match(new RegExp(`.{1,${GROUP_SIZE}}`, 'g'))?.join('-') ?? '';
}
