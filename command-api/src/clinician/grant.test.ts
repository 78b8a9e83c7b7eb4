import { describe, expect, it } from 'vitest';
import { hashAccessCode } from './access-code-hash';
import { grantHolds, grantOf } from './grant';

const SALT = '00112233445566778899aabbccddeeff';
const now = new Date('2026-03-01T12:00:00Z');
const issued = { codeHash: hashAccessCode('7K2M-QX9D-4TRP-A0BZ', SALT), salt: SALT, expiresAt: new Date('2026-03-31T12:00:00Z'), revision: 3n };
const grant = grantOf(issued);

describe('access code hashing', () => {
  it('keeps a 64-hex HMAC of the normalised code under its own salt', () => {
    expect(issued.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashAccessCode(' 7k2m qx9d 4trp a0bz ', SALT)).toBe(issued.codeHash);
    expect(hashAccessCode('7K2M-QX9D-4TRP-A0BZ', 'ffeeddccbbaa99887766554433221100')).not.toBe(issued.codeHash);
    expect(hashAccessCode('7K2M-QX9D-4TRP-A0BY', SALT)).not.toBe(issued.codeHash);
  });
});

describe('clinician grants', () => {
  it('names the code and the event that issued it: 16 hex characters', () => {
    expect(grant).toMatch(/^[0-9a-f]{16}$/);
    expect(grantOf({ ...issued, revision: 5n })).not.toBe(grant);
    expect(grantOf({ ...issued, codeHash: hashAccessCode('0000-0000-0000-0000', SALT) })).not.toBe(grant);
  });

  it('holds only while the same code is in force and has not expired', () => {
    expect(grantHolds(grant, issued, now)).toBe(true);
    expect(grantHolds(grant, { ...issued, revision: 7n }, now)).toBe(false);
    expect(grantHolds(grant, issued, issued.expiresAt)).toBe(false);
    expect(grantHolds(grant, undefined, now)).toBe(false);
    expect(grantHolds(undefined, issued, now)).toBe(false);
  });
});
