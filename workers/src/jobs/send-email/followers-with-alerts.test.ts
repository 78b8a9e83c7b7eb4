import { describe, expect, it } from 'vitest';
import { followerIdsWithAlerts } from './followers-with-alerts';

const personId = 'p';
const invited = (invitationId: string, alerts: boolean) => ({ type: 'FollowerInvited', data: { personId, invitationId, alerts } });
const accepted = (invitationId: string, followerId: string) => ({ type: 'FollowerInvitationAccepted', data: { personId, invitationId, followerId } });
const revoked = (invitationId: string) => ({ type: 'FollowerRevoked', data: { personId, invitationId } });

describe('followerIdsWithAlerts', () => {
  it('given invitations accepted with and without alerts, one revoked and one pending, names only the accepted ones with alerts still in force', () => {
    const history = [
      invited('i1', true), accepted('i1', 'jo'),
      invited('i2', false), accepted('i2', 'max'),
      invited('i3', true), accepted('i3', 'ann'), revoked('i3'),
      invited('i4', true),
    ];
    expect(followerIdsWithAlerts(history)).toEqual(['jo']);
  });

  it('names a follower once however many invitations they accepted', () => {
    expect(followerIdsWithAlerts([invited('i1', true), accepted('i1', 'jo'), invited('i2', true), accepted('i2', 'jo')])).toEqual(['jo']);
  });
});
