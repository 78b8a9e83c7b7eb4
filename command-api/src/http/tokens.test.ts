import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, TOKEN_LIFETIME_SECONDS } from './tokens';

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

describe('a token verified before', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is accepted again until it expires, and refused from then on', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    const fresh = createTokenService('a-test-secret-that-is-long-enough-000');
    const token = fresh.issue({ userId: 'u-1', role: 'patient' });
    const claims = fresh.verify(token);
    expect(claims).toMatchObject({ userId: 'u-1', role: 'patient' });
    vi.setSystemTime(1_800_000_000_000 + TOKEN_LIFETIME_SECONDS * 1000 - 1);
    expect(fresh.verify(token)).toEqual(claims);
    vi.setSystemTime(1_800_000_000_000 + TOKEN_LIFETIME_SECONDS * 1000);
    expect(fresh.verify(token)).toBeUndefined();
  });

  it('does not make a token with another signature valid', () => {
    const token = service.issue({ userId: 'u-1', role: 'patient' });
    expect(service.verify(token)).toBeDefined();
    const [header, payload, signature] = token.split('.');
    const forged = jwt.sign({ ...jwt.decode(token) as object, role: 'clinician' }, 'another-secret-that-is-long-enough-111', { algorithm: 'HS256' });
    const altered = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(service.verify(`${header}.${payload}.${altered}`)).toBeUndefined();
    expect(service.verify(forged)).toBeUndefined();
  });
});
