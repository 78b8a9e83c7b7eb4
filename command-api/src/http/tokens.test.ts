import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const service = createTokenService('a-test-secret-that-is-long-enough-000');

describe('token service', () => {
  it('round-trips the claims of a token it issued', () => {
    const token = service.issue({ userId: 'u-1', role: 'patient' }, new Date(1_700_000_000_123));
    expect(service.verify(token)).toEqual({ userId: 'u-1', role: 'patient', patientId: undefined, issuedAtMs: 1_700_000_000_123 });
  });

  it('refuses a token signed with another secret', () => {
    const other = createTokenService('another-secret-that-is-long-enough-111');
    expect(service.verify(other.issue({ userId: 'u-1', role: 'patient' }))).toBeUndefined();
  });

  it('refuses the none algorithm and other algorithms (pinned HS256)', () => {
    const unsigned = jwt.sign({ role: 'patient', iatms: Date.now() }, '', { algorithm: 'none', subject: 'u-1', issuer: 'glyco' });
    expect(service.verify(unsigned)).toBeUndefined();
    const hs512 = jwt.sign({ role: 'patient', iatms: Date.now() }, 'a-test-secret-that-is-long-enough-000', {
      algorithm: 'HS512', subject: 'u-1', issuer: 'glyco',
    });
    expect(service.verify(hs512)).toBeUndefined();
  });

  it('refuses an expired token', () => {
    const expired = jwt.sign({ role: 'patient', iatms: 0, exp: Math.floor(Date.now() / 1000) - 10 }, 'a-test-secret-that-is-long-enough-000', {
      algorithm: 'HS256', subject: 'u-1', issuer: 'glyco',
    });
    expect(service.verify(expired)).toBeUndefined();
  });

  it('refuses a token without an expiry, signed with our own secret', () => {
    const forever = jwt.sign({ role: 'patient', iatms: Date.now() }, 'a-test-secret-that-is-long-enough-000', {
      algorithm: 'HS256', subject: 'u-1', issuer: 'glyco',
    });
    expect(service.verify(forever)).toBeUndefined();
  });

  it('refuses garbage', () => {
    expect(service.verify('not.a.token')).toBeUndefined();
  });
});
