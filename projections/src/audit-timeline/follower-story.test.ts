import { describe, expect, it } from 'vitest';
import { describeChange, ownerIdOf, stateKeyOf } from './describe-change';

const personId = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
const invitationId = '1c9f3d2f-5e6b-4a7c-8d8e-9f0a1b2c3d4e';
const invited = { type: 'FollowerInvited', data: { personId, invitationId, email: 'jo@example.com', name: 'Jo', shares: { mealsAndDoses: false }, alerts: true } };

describe("a follower's story in Activity", () => {
  it("files each event under the person, one entity per invitation", () => {
    expect(ownerIdOf(invited)).toBe(personId);
    expect(stateKeyOf(invited)).toEqual({ entityType: 'account', entityId: invitationId });
  });

  it('says what the follower may see, then names them when they follow and when sharing stops', () => {
    const first = describeChange(invited, null)!;
    expect(first).toMatchObject({ action: 'follower_invited', summary: 'Invited Jo to follow (glucose only, with alerts)' });
    expect(JSON.stringify(first)).not.toContain('jo@example.com');
    const accepted = describeChange({ type: 'FollowerInvitationAccepted', data: { personId, invitationId, followerId: personId } }, first.state)!;
    expect(accepted).toMatchObject({ action: 'follower_accepted', summary: 'Jo now follows you' });
    expect(describeChange({ type: 'FollowerRevoked', data: { personId, invitationId } }, accepted.state)).toMatchObject({ action: 'follower_revoked', summary: 'Stopped sharing with Jo' });
  });
});
