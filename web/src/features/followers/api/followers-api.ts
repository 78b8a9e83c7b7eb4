import type { AcceptInvitationResponse, Follower, FollowedPerson, FollowerSessionResponse, InviteFollowerInput, InviteFollowerResponse } from '@glyco/contracts';
import { followerRoutes } from '@glyco/contracts/api-routes/followers';
import { apiClient } from '../../../lib/api-client';

/** The signed-in person's followers and open invitations. */
export async function getFollowers(): Promise<Follower[]> {
  return (await apiClient.call(followerRoutes.list)).followers;
}

export function inviteFollower(body: InviteFollowerInput): Promise<InviteFollowerResponse> {
  return apiClient.call(followerRoutes.invite, { body });
}

export function revokeFollower(invitationId: string): Promise<void> {
  return apiClient.call(followerRoutes.revoke, { params: { invitationId } });
}

/** The people the signed-in account follows. */
export async function getFollowing(): Promise<FollowedPerson[]> {
  return (await apiClient.call(followerRoutes.following)).people;
}

export function acceptInvitation(invitationId: string, token: string): Promise<AcceptInvitationResponse> {
  return apiClient.call(followerRoutes.accept, { body: { invitationId, token } });
}

/** A read-only token for one followed person, asked with the follower's own session. */
export function openFollowerSession(personId: string): Promise<FollowerSessionResponse> {
  return apiClient.call(followerRoutes.session, { params: { personId } });
}
