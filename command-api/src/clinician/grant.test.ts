import { describe, expect, it } from 'vitest';
import { accessCodeSha256, grantHolds, grantOf } from './grant';

const grant = grantOf(accessCodeSha256('code-1234'));

describe('clinician grants', () => {
  it('is the first 16 hex characters of the SHA-256 of the trimmed code', () => {
    expect(accessCodeSha256('  code-1234 ')).toBe(accessCodeSha256('code-1234'));
    expect(accessCodeSha256('code-1234')).toMatch(/^[0-9a-f]{64}$/);
    expect(grant).toBe(accessCodeSha256('code-1234').slice(0, 16));
  });

  it('holds only while the current code is the same and long enough', () => {
    expect(grantHolds(grant, ' code-1234 ')).toBe(true);
    expect(grantHolds(grant, 'code-5678')).toBe(false);
    expect(grantHolds(grant, '')).toBe(false);
    expect(grantHolds(grant, undefined)).toBe(false);
    expect(grantHolds(undefined, 'code-1234')).toBe(false);
    const short = grantOf(accessCodeSha256('1234567'));
    expect(grantHolds(short, '1234567')).toBe(false);
  });
});
