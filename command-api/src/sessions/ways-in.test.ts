import { describe, expect, it } from 'vitest';
import { foldHistory, type RecordedEvent } from '@glyco/event-store';
import { decideEndOtherWaysIn, waysInDecider } from './ways-in';

const userId = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
let revision = 0n;
function event(type: string, data: Record<string, unknown> = {}): RecordedEvent {
  revision += 1n;
  const position = { commit: revision, prepare: revision };
  return { eventId: crypto.randomUUID(), type, data: { userId, ...data }, revision, schemaVersion: 1, streamId: `user-${userId}`, position, metadata: {}, recordedAt: new Date() };
}
const registered = () => event('UserRegistered');
const codeIssued = () => event('DoctorAccessCodeIssued', { codeHash: 'a'.repeat(64), salt: 'b'.repeat(32), expiresAt: '2026-12-01T00:00:00.000Z' });
const secretSet = () => event('NightscoutSecretSet', { secretHash: 'c'.repeat(64) });

const given = (...events: RecordedEvent[]) => foldHistory(waysInDecider, events);
const typesEnded = (...events: RecordedEvent[]) => decideEndOtherWaysIn(given(...events), userId).map((ended) => ended.type);

const tokenCreated = (tokenId: string) => event('NightscoutAccessTokenCreated', { tokenId, name: 'AAPS', role: 'admin', tokenHash: 'd'.repeat(64) });

describe('ending the other ways in', () => {
  it('ends every access token still in force, one event each', () => {
    const ended = decideEndOtherWaysIn(given(registered(), tokenCreated('t1'), tokenCreated('t2'), tokenCreated('t3'), event('NightscoutAccessTokenRevoked', { tokenId: 't2' })), userId);
    expect(ended.map((each) => [each.type, (each.data as { tokenId?: string }).tokenId])).toEqual([
      ['NightscoutAccessTokenRevoked', 't1'],
      ['NightscoutAccessTokenRevoked', 't3'],
    ]);
  });

  it("ends the doctor's access and the uploader secret in force", () => {
    expect(typesEnded(registered(), codeIssued(), secretSet())).toEqual(['DoctorAccessRevoked', 'NightscoutSecretRevoked']);
  });

  it('ends nothing that was already ended or never handed out', () => {
    expect(typesEnded(registered())).toEqual([]);
    expect(typesEnded(registered(), codeIssued(), event('DoctorAccessRevoked'), secretSet(), event('NightscoutSecretRevoked'))).toEqual([]);
  });

  it('ends them again after a sign-out everywhere left new ones handed out', () => {
    const signedOut = event('UserLoggedOut', { tokensValidAfter: '2026-11-01T00:00:00.000Z' });
    expect(typesEnded(registered(), codeIssued(), event('DoctorAccessRevoked'), signedOut, codeIssued())).toEqual(['DoctorAccessRevoked']);
  });

  it('knows nothing of a deleted account', () => {
    const state = given(registered(), codeIssued(), secretSet(), event('AccountDeleted'));
    expect(state.registered).toBe(false);
    expect(decideEndOtherWaysIn(state, userId)).toEqual([]);
  });
});
