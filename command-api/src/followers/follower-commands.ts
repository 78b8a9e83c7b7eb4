import { randomUUID } from 'node:crypto';
import { FOLLOWER_MESSAGES, type AcceptInvitationRequest, type FollowedPerson, type InviteFollowerRequest } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { handleCommand, type CommandContext, type CommandOutcome, type EventStore } from '@glyco/event-store';
import type pg from 'pg';
import { decideAccept, decideInvite, decideRevoke } from './decide-followers';
import { keepAccepted, keepRevoked } from './follower-grants-table';
import { followersDecider, followersStream, type Followers } from './followers-state';
import { invitationLink, invitationToken, personOfInvitation } from '@glyco/runtime';
import { accountOf, presentFollowedPerson } from './people';
import type { NotifyAccessChanged } from '../live/access-changes';

export interface FollowerCommandDeps {
  store: EventStore;
  pool: pg.Pool;
  /** The key invitation links are made with (invitationTokenKey). */
  invitationKey: Buffer;
  appUrl: string;
  /** Tells every API process's live streams that the person's viewers changed. */
  notifyAccessChanged: NotifyAccessChanged;
}

/** Records the invitation and answers its link (the same link the email carries). */
export async function inviteFollower(deps: FollowerCommandDeps, personId: string, input: InviteFollowerRequest, context: CommandContext) {
  const person = await accountOf(deps.store, personId);
  if (!person) throw notFound('Account not found');
  const invitationId = randomUUID();
  const outcome = await handleCommand(deps.store, followersStream(personId), followersDecider, context, (state) =>
    decideInvite(state, { ...input, personId, invitationId, ownEmail: person.email }),
  );
  const link = invitationLink(deps.appUrl, invitationId, invitationToken(deps.invitationKey, personId, invitationId));
  return { response: { invitationId, link }, outcome };
}

/**
 * The signed-in account follows the person once the link's token is the server's own for that
 * invitation and the invitation is open; the grant every follower request is checked against is
 * written before this answers.
 */
export async function acceptInvitation(deps: FollowerCommandDeps, followerId: string, input: AcceptInvitationRequest, context: CommandContext) {
  const personId = personOfInvitation(deps.invitationKey, input.invitationId, input.token);
  if (!personId) throw notFound(FOLLOWER_MESSAGES.invitationInvalid);
  const command = { personId, invitationId: input.invitationId, followerId };
  // Recorded on the person's stream with the follower as its actor, as Activity tells it.
  const asFollower = { ...context, actor: { userId: followerId, role: 'follower' as const } };
  const outcome = await handleCommand(deps.store, followersStream(personId), followersDecider, asFollower, (state) => decideAccept(state, command));
  const invitation = outcome.state.invitations.get(input.invitationId)!;
  await keepAccepted(deps.pool, { ...command, shares: invitation.shares, alerts: invitation.alerts });
  const person = await accountOf(deps.store, personId);
  if (!person) throw notFound(FOLLOWER_MESSAGES.invitationInvalid);
  return { person: presentFollowedPerson(person, invitation) satisfies FollowedPerson, outcome };
}

/** Ends the follow; the follower's next request is refused once this resolves (a retry writes the grant again). */
export async function revokeFollower(deps: FollowerCommandDeps, personId: string, invitationId: string, context: CommandContext): Promise<CommandOutcome<Followers>> {
  const outcome = await handleCommand(deps.store, followersStream(personId), followersDecider, context, (state) => decideRevoke(state, { personId, invitationId }));
  await keepRevoked(deps.pool, invitationId, personId);
  await deps.notifyAccessChanged(personId, 'revoked');
  return outcome;
}
