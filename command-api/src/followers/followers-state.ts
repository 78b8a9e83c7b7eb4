import { FOLLOWER_EVENTS, streamIds, type FollowerEvent, type FollowerShares } from '@glyco/contracts';
import { assertNever, defineDecider, type EventFacts } from '@glyco/event-store';

/** One invitation and what became of it. */
export interface Invitation {
  invitationId: string;
  email: string;
  name: string;
  shares: FollowerShares;
  alerts: boolean;
  invitedAt: string;
  /** The follower's own account, once the link was used. */
  followerId?: string;
  acceptedAt?: string;
  revoked: boolean;
}

/** The write-side state of `followers-<personId>`: every invitation, in the order made. */
export interface Followers {
  invitations: ReadonlyMap<string, Invitation>;
}

export const initialFollowers: Followers = { invitations: new Map() };

export const followersStream = (personId: string) => streamIds.followers(personId);

export function evolveFollowers(state: Followers, event: FollowerEvent, facts: EventFacts): Followers {
  switch (event.type) {
    case 'FollowerInvited': {
      const { invitationId, email, name, shares, alerts } = event.data;
      const invitation: Invitation = { invitationId, email, name, shares, alerts, invitedAt: facts.recordedAt.toISOString(), revoked: false };
      return withInvitation(state, invitation);
    }
    case 'FollowerInvitationAccepted':
      return update(state, event.data.invitationId, { followerId: event.data.followerId, acceptedAt: facts.recordedAt.toISOString() });
    case 'FollowerRevoked':
      return update(state, event.data.invitationId, { revoked: true });
    default:
      return assertNever(event);
  }
}

function withInvitation(state: Followers, invitation: Invitation): Followers {
  return { invitations: new Map(state.invitations).set(invitation.invitationId, invitation) };
}

function update(state: Followers, invitationId: string, changes: Partial<Invitation>): Followers {
  const invitation = state.invitations.get(invitationId);
  return invitation ? withInvitation(state, { ...invitation, ...changes }) : state;
}

/** An invitation not revoked: open (not yet used) or accepted. */
export const isActive = (invitation: Invitation) => !invitation.revoked;

export const followersDecider = defineDecider({ events: FOLLOWER_EVENTS, initialState: initialFollowers, evolve: evolveFollowers });
