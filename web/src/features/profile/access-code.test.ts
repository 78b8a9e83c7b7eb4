import { describe, expect, it } from 'vitest';
import { accessCodeAlphabet, generateAccessCode } from './access-code';

const shape = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

describe('generateAccessCode', () => {
  it('gives 12 unambiguous characters in three groups of four', () => {
    for (let run = 0; run < 50; run += 1) expect(generateAccessCode()).toMatch(shape);
    expect(accessCodeAlphabet).not.toMatch(/[01ILO]/);
  });

  it('differs from one code to the next', () => {
    const codes = new Set(Array.from({ length: 50 }, () => generateAccessCode()));
    expect(codes.size).toBe(50);
  });

  it('skips the bytes that would bias the alphabet', () => {
    const bytes = [255, 248, 0, 30, ...Array.from({ length: 44 }, () => 1)];
    expect(generateAccessCode((count) => Uint8Array.from(bytes.splice(0, count)))).toBe('A9BB-BBBB-BBBB');
  });
});
