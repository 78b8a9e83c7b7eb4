import { FOLLOWER_MESSAGES, FollowerInvitationAccepted, FollowerInvited, FollowerRevoked, type EventOf, type InviteFollowerRequest } from '@glyco/contracts';
import { conflict, forbidden, notFound } from '@glyco/contracts/http/app-errors';
import { newEvent, type NewEvent } from '@glyco/event-store';
import { isActive, type Followers } from './followers-state';

export interface InviteFollower extends InviteFollowerRequest {
  personId: string;
  invitationId: string;
  /** The person's own email: nobody follows themselves. */
  ownEmail: string;
}

/** A new invitation; the same id again records nothing; an email already invited or following is refused. */
export function decideInvite(state: Followers, command: InviteFollower): NewEvent<EventOf<typeof FollowerInvited>>[] {
  if (state.invitations.has(command.invitationId)) return [];
  if (command.email === command.ownEmail) throw conflict(FOLLOWER_MESSAGES.cannotFollowYourself);
  const taken = [...state.invitations.values()].some((invitation) => isActive(invitation) && invitation.email === command.email);
  if (taken) throw conflict(FOLLOWER_MESSAGES.alreadyInvited);
  const { personId, invitationId, email, name, shares, alerts } = command;
  return [newEvent(FollowerInvited, { personId, invitationId, email, name, shares, alerts })];
}

export interface AcceptInvitation {
  personId: string;
  invitationId: string;
  followerId: string;
}

/**
 * The link works once: the same account using it again records nothing (a retried submission),
 * any other use of a used or withdrawn link is refused.
 */
export function decideAccept(state: Followers, command: AcceptInvitation): NewEvent<EventOf<typeof FollowerInvitationAccepted>>[] {
  const invitation = state.invitations.get(command.invitationId);
  if (!invitation) throw notFound(FOLLOWER_MESSAGES.invitationInvalid);
  if (invitation.revoked) throw forbidden(FOLLOWER_MESSAGES.invitationRevoked);
  if (invitation.followerId === command.followerId) return [];
  if (invitation.followerId) throw forbidden(FOLLOWER_MESSAGES.invitationUsed);
  if (command.followerId === command.personId) throw forbidden(FOLLOWER_MESSAGES.cannotFollowYourself);
  const alreadyFollowing = [...state.invitations.values()].some((other) => isActive(other) && other.followerId === command.followerId);
  if (alreadyFollowing) throw conflict(FOLLOWER_MESSAGES.alreadyInvited);
  return [newEvent(FollowerInvitationAccepted, command)];
}

/** Revoking what is already revoked records nothing; an unknown invitation is 404. */
export function decideRevoke(state: Followers, command: { personId: string; invitationId: string }): NewEvent<EventOf<typeof FollowerRevoked>>[] {
  const invitation = state.invitations.get(command.invitationId);
  if (!invitation) throw notFound(FOLLOWER_MESSAGES.followerNotFound);
  if (invitation.revoked) return [];
  return [newEvent(FollowerRevoked, command)];
}
