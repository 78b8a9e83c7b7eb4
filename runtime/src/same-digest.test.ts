import { describe, expect, it } from 'vitest';
import { sameDigest } from './same-digest';

describe('sameDigest', () => {
  it('tells equal digests from different ones, of any length', () => {
    expect(sameDigest('ab'.repeat(32), 'ab'.repeat(32))).toBe(true);
    expect(sameDigest('ab'.repeat(32), 'ac'.repeat(32))).toBe(false);
    expect(sameDigest('ab', 'abab')).toBe(false);
  });

  it('never takes two different strings that are not hex for equal', () => {
    expect(sameDigest('zz', 'yy')).toBe(false);
  });
});
