import { describe, expect, it } from 'vitest';
import { sameDigest } from './same-digest';
import { createResetToken, hashResetToken, resetTokenKey, userIdOfResetToken } from './reset-token';

const userId = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
const requestA = '11111111-2222-4333-8444-555555555555';
const requestB = '11111111-2222-4333-8444-666666666666';
const key = resetTokenKey('a server secret of enough length 0123456789');

describe('reset tokens', () => {
  it('are 64 URL-safe characters carrying the user id and 256 secret bits', () => {
    const token = createResetToken(key, userId, requestA);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(userIdOfResetToken(token)).toBe(userId);
    expect(Buffer.from(token, 'base64url').length).toBe(16 + 32);
  });

  it('are the same for a retried job and differ per request and per server secret', () => {
    expect(createResetToken(key, userId, requestA)).toBe(createResetToken(key, userId, requestA));
    expect(createResetToken(key, userId, requestA)).not.toBe(createResetToken(key, userId, requestB));
    const otherKey = resetTokenKey('another server secret of enough length 987654');
    expect(createResetToken(otherKey, userId, requestA)).not.toBe(createResetToken(key, userId, requestA));
  });

  it('refuse anything that is not a token', () => {
    expect(userIdOfResetToken('abc')).toBeUndefined();
    expect(userIdOfResetToken('!'.repeat(64))).toBeUndefined();
  });

  it('are stored as a SHA-256 digest compared in constant time', () => {
    const digest = hashResetToken(createResetToken(key, userId, requestA));
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(sameDigest(digest, digest)).toBe(true);
    expect(sameDigest(digest, hashResetToken('other'))).toBe(false);
  });
});
