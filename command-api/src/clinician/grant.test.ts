import { describe, expect, it } from 'vitest';
import { accessCodeSha256, grantHolds, grantOf, grantingCodeSha256 } from './grant';

const saved = { codeSha256: accessCodeSha256('code-1234'), revision: 3n };
const grant = grantOf(saved);

describe('clinician grants', () => {
  it('keeps the SHA-256 of the trimmed code, and nothing for a code that grants nothing', () => {
    expect(accessCodeSha256('  code-1234 ')).toBe(accessCodeSha256('code-1234'));
    expect(accessCodeSha256('code-1234')).toMatch(/^[0-9a-f]{64}$/);
    expect(grantingCodeSha256(' code-1234 ')).toBe(accessCodeSha256('code-1234'));
    expect(grantingCodeSha256('1234567')).toBeNull();
    expect(grantingCodeSha256('')).toBeNull();
  });

  it('names the code and the save that set it: 16 hex characters', () => {
    expect(grant).toMatch(/^[0-9a-f]{16}$/);
    expect(grantOf({ ...saved, revision: 5n })).not.toBe(grant);
    expect(grantOf({ codeSha256: accessCodeSha256('code-5678'), revision: 3n })).not.toBe(grant);
  });

  it('holds only while the same save of the same code is in force', () => {
    expect(grantHolds(grant, { ...saved })).toBe(true);
    expect(grantHolds(grant, { ...saved, revision: 7n })).toBe(false);
    expect(grantHolds(grant, undefined)).toBe(false);
    expect(grantHolds(undefined, saved)).toBe(false);
  });
});
