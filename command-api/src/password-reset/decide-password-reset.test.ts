import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '@glyco/contracts';
import { foldHistory, type RecordedEvent } from '@glyco/event-store';
import { decidePasswordReset } from './decide-password-reset';
import { resetTokenDecider } from './reset-token-state';

const userId = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
const shaA = 'a'.repeat(64);
const shaB = 'b'.repeat(64);
const t0 = Date.parse('2026-11-20T10:00:00Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000);

let revision = 0n;
function event(type: string, data: Record<string, unknown>, eventId: string = crypto.randomUUID()): RecordedEvent {
  return { eventId, type, data, revision: revision++, schemaVersion: 1, streamId: `user-${userId}`, position: { commit: 0n, prepare: 0n }, metadata: {}, recordedAt: new Date(t0) };
}
const registered = () => event('UserRegistered', { userId });
const requested = (id: string) => event('PasswordResetRequested', { userId }, id);
const issued = (requestEventId: string, tokenSha256: string, expiresAt = at(60)) =>
  event('PasswordResetTokenIssued', { userId, tokenSha256, expiresAt: expiresAt.toISOString(), requestEventId });

function given(...events: RecordedEvent[]) {
  return foldHistory(resetTokenDecider, events);
}
const attempt = (tokenSha256: string, minutes = 5) => ({ userId, tokenSha256, now: at(minutes) });
const invalid = PASSWORD_RESET_MESSAGES.linkInvalid;

describe('resetting a password with a token', () => {
  it('spends the token, stores the new hash and revokes earlier sessions', () => {
    const state = given(registered(), requested('r1'), issued('r1', shaA));
    expect(decidePasswordReset(state, attempt(shaA), 'hash')).toEqual([
      { type: 'PasswordReset', schemaVersion: 1, data: { userId, passwordHash: 'hash', tokenSha256: shaA, tokensValidAfter: at(5).toISOString() } },
    ]);
  });

  it('refuses a token no request issued', () => {
    expect(() => decidePasswordReset(given(registered(), requested('r1'), issued('r1', shaA)), attempt(shaB), 'hash')).toThrow(invalid);
    expect(() => decidePasswordReset(given(), attempt(shaA), 'hash')).toThrow(invalid);
  });

  it('refuses an expired token', () => {
    expect(() => decidePasswordReset(given(registered(), requested('r1'), issued('r1', shaA)), attempt(shaA, 60), 'hash')).toThrow(invalid);
  });

  it('refuses a spent token', () => {
    const spent = event('PasswordReset', { userId, passwordHash: 'h', tokenSha256: shaA, tokensValidAfter: at(2).toISOString() });
    expect(() => decidePasswordReset(given(registered(), requested('r1'), issued('r1', shaA), spent), attempt(shaA), 'hash')).toThrow(invalid);
  });

  it('voids an older token once a newer request exists, even before its own token is issued', () => {
    expect(() => decidePasswordReset(given(registered(), requested('r1'), issued('r1', shaA), requested('r2')), attempt(shaA), 'h')).toThrow(invalid);
  });

  it('ignores a token issued late for a superseded request, and accepts the newer one', () => {
    const state = given(registered(), requested('r1'), requested('r2'), issued('r2', shaB), issued('r1', shaA));
    expect(() => decidePasswordReset(state, attempt(shaA), 'h')).toThrow(invalid);
    expect(decidePasswordReset(state, attempt(shaB), 'h')).toHaveLength(1);
  });
});
