import { describe, expect, it } from 'vitest';
import { evolveAccessTokens, decideCreateAccessToken, decideRevokeAccessToken, initialAccessTokens, type AccessTokens } from './decide';

const userId = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
const phone = '1b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
const watch = '2b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
const hash = 'a'.repeat(64);
const registered = evolveAccessTokens(initialAccessTokens, { type: 'UserRegistered', data: { userId } as never });
const created = (state: AccessTokens, tokenId: string) =>
  evolveAccessTokens(state, { type: 'NightscoutAccessTokenCreated', data: { userId, tokenId, name: 'Phone', role: 'admin', tokenHash: hash } });
const notFound = expect.objectContaining({ kind: 'not_found' });

describe('access tokens', () => {
  it('given a registered person, when a token is created, then NightscoutAccessTokenCreated with its hash only', () => {
    const command = { userId, tokenId: phone, name: "Sam's AndroidAPS", role: 'admin' as const, tokenHash: hash };
    expect(decideCreateAccessToken(registered, command)).toEqual([{ type: 'NightscoutAccessTokenCreated', schemaVersion: 1, data: command }]);
  });

  it('given two tokens, when one is revoked, then only that one is revoked and the other stays in force', () => {
    const both = created(created(registered, phone), watch);
    const events = decideRevokeAccessToken(both, userId, phone);
    expect(events).toEqual([{ type: 'NightscoutAccessTokenRevoked', schemaVersion: 1, data: { userId, tokenId: phone } }]);
    const after = evolveAccessTokens(both, events[0]!);
    expect([...after.inForce]).toEqual([watch]);
  });

  it('given a revoked or unknown token, when revoked, then not found', () => {
    const revoked = evolveAccessTokens(created(registered, phone), { type: 'NightscoutAccessTokenRevoked', data: { userId, tokenId: phone } });
    expect(() => decideRevokeAccessToken(revoked, userId, phone)).toThrow(notFound);
    expect(() => decideRevokeAccessToken(registered, userId, watch)).toThrow(notFound);
  });

  it('given no account, when a token is created, then not found', () => {
    expect(() => decideCreateAccessToken(initialAccessTokens, { userId, tokenId: phone, name: 'x', role: 'readable', tokenHash: hash })).toThrow(notFound);
  });
});
