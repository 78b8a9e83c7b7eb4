import { describe, expect, it } from 'vitest';
import { FOLLOWER_MESSAGES, type FollowerEvent } from '@glyco/contracts';
import { decideAccept, decideInvite, decideRevoke, type InviteFollower } from './decide-followers';
import { evolveFollowers, initialFollowers, type Followers } from './followers-state';

const personId = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
const invitationId = '1c9f3d2f-5e6b-4a7c-8d8e-9f0a1b2c3d4e';
const followerId = '2d0a4e3a-6f7c-4b8d-9e9f-0a1b2c3d4e5f';
const otherFollower = '3e1b5f4b-7a8d-4c9e-8f0a-1b2c3d4e5f60';

const invite: InviteFollower = {
  personId, invitationId, ownEmail: 'sam@example.com', email: 'mum@example.com', name: 'Mum', shares: { mealsAndDoses: true }, alerts: true,
};

function given(...events: FollowerEvent[]): Followers {
  return events.reduce((state, event) => evolveFollowers(state, event, { eventId: 'e', recordedAt: new Date('2026-01-01T00:00:00Z') }), initialFollowers);
}

const invited: FollowerEvent = { type: 'FollowerInvited', data: { personId, invitationId, email: 'mum@example.com', name: 'Mum', shares: { mealsAndDoses: true }, alerts: true } };
const accepted: FollowerEvent = { type: 'FollowerInvitationAccepted', data: { personId, invitationId, followerId } };
const revoked: FollowerEvent = { type: 'FollowerRevoked', data: { personId, invitationId } };

describe('inviting a follower', () => {
  it('records the invitation with what the follower may see', () => {
    expect(decideInvite(given(), invite).map((event) => event.data)).toEqual([
      { personId, invitationId, email: 'mum@example.com', name: 'Mum', shares: { mealsAndDoses: true }, alerts: true },
    ]);
  });

  it('records nothing for the same invitation again', () => {
    expect(decideInvite(given(invited), invite)).toEqual([]);
  });

  it('refuses an email already invited or following, and the person themselves', () => {
    const again = { ...invite, invitationId: otherFollower };
    expect(() => decideInvite(given(invited), again)).toThrow(FOLLOWER_MESSAGES.alreadyInvited);
    expect(() => decideInvite(given(), { ...invite, email: 'sam@example.com' })).toThrow(FOLLOWER_MESSAGES.cannotFollowYourself);
  });

  it('lets an email be invited again once its last invitation was revoked', () => {
    expect(decideInvite(given(invited, revoked), { ...invite, invitationId: otherFollower })).toHaveLength(1);
  });
});

describe('accepting an invitation', () => {
  it('records the follower of an open invitation', () => {
    expect(decideAccept(given(invited), { personId, invitationId, followerId }).map((event) => event.type)).toEqual(['FollowerInvitationAccepted']);
  });

  it('records nothing when the same follower uses the link again, and refuses anyone else', () => {
    expect(decideAccept(given(invited, accepted), { personId, invitationId, followerId })).toEqual([]);
    expect(() => decideAccept(given(invited, accepted), { personId, invitationId, followerId: otherFollower })).toThrow(FOLLOWER_MESSAGES.invitationUsed);
  });

  it('refuses a revoked or unknown invitation, and the person following themselves', () => {
    expect(() => decideAccept(given(invited, revoked), { personId, invitationId, followerId })).toThrow(FOLLOWER_MESSAGES.invitationRevoked);
    expect(() => decideAccept(given(), { personId, invitationId, followerId })).toThrow(FOLLOWER_MESSAGES.invitationInvalid);
    expect(() => decideAccept(given(invited), { personId, invitationId, followerId: personId })).toThrow(FOLLOWER_MESSAGES.cannotFollowYourself);
  });
});

describe('revoking a follower', () => {
  it('records the revocation once', () => {
    expect(decideRevoke(given(invited, accepted), { personId, invitationId }).map((event) => event.type)).toEqual(['FollowerRevoked']);
    expect(decideRevoke(given(invited, accepted, revoked), { personId, invitationId })).toEqual([]);
  });

  it('refuses an unknown invitation', () => {
    expect(() => decideRevoke(given(), { personId, invitationId })).toThrow(FOLLOWER_MESSAGES.followerNotFound);
  });
});
