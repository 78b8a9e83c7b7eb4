import { FOLLOWER_MESSAGES, type FollowedPerson, type Follower } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { foldHistory, readStreamOrEmpty, type EventStore } from '@glyco/event-store';
import type pg from 'pg';
import { findGrantsOfFollower, findLastViews, type FollowerGrant } from './follower-grants-table';
import { followersDecider, followersStream, isActive, type Invitation } from './followers-state';
import { accountOf, presentFollowedPerson } from './people';

/** The person's followers and open invitations, newest first, from the log itself and the last looks the gate records. */
export async function listFollowers(store: EventStore, pool: pg.Pool, personId: string): Promise<Follower[]> {
  const [events, lastViews] = await Promise.all([readStreamOrEmpty(store, followersStream(personId)), findLastViews(pool, personId)]);
  const { invitations } = foldHistory(followersDecider, events);
  return [...invitations.values()].filter(isActive).reverse().map((invitation) => presentFollower(invitation, lastViews.get(invitation.invitationId)));
}

function presentFollower(invitation: Invitation, lastViewedAt: Date | undefined): Follower {
  return {
    invitationId: invitation.invitationId,
    name: invitation.name,
    email: invitation.email,
    shares: { ...invitation.shares },
    alerts: invitation.alerts,
    status: invitation.followerId ? 'following' : 'invited',
    invitedAt: invitation.invitedAt,
    acceptedAt: invitation.acceptedAt ?? null,
    lastViewedAt: lastViewedAt?.toISOString() ?? null,
  };
}

/** The people an account follows, by name; a person whose account is gone is left out. */
export async function listFollowing(store: EventStore, pool: pg.Pool, followerId: string): Promise<FollowedPerson[]> {
  const grants = await findGrantsOfFollower(pool, followerId);
  const people = await Promise.all(grants.map(async (grant) => ({ grant, user: await accountOf(store, grant.personId) })));
  return people.flatMap(({ grant, user }) => (user ? [presentFollowedPerson(user, grant)] : [])).sort((a, b) => a.name.localeCompare(b.name));
}

/** The follow of this account in force for the person, or 404. */
export async function grantFor(pool: pg.Pool, followerId: string, personId: string): Promise<FollowerGrant> {
  const grant = (await findGrantsOfFollower(pool, followerId)).find((candidate) => candidate.personId === personId);
  if (!grant) throw notFound(FOLLOWER_MESSAGES.notFollowing);
  return grant;
}
