import { timingSafeEqual } from 'node:crypto';

/**
 * Constant-time comparison of two digests (hex or base64 text) of the same length, so the time
 * taken tells nothing about how much of a guess was right. Compared as text: a character that
 * is not hex cannot be dropped on the way and make two different strings equal.
 */
export function sameDigest(left: string, right: string): boolean {
  const a = Buffer.from(left, 'utf8');
  const b = Buffer.from(right, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
