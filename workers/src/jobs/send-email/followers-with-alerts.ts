import type pg from 'pg';
import { streamIds } from '@glyco/contracts';
import { readStreamOrEmpty, type EventStore } from '@glyco/event-store';
import { findUser } from '@glyco/projections';

export interface AlertFollower {
  followerId: string;
  name: string;
  email: string;
}

/** Accounts following the person through an invitation that allows alerts and was not revoked. */
export function followerIdsWithAlerts(history: readonly { type: string; data: Record<string, unknown> }[]): string[] {
  const grants = new Map<string, { alerts: boolean; followerId: string | null }>();
  for (const event of history) {
    const invitationId = String(event.data.invitationId);
    if (event.type === 'FollowerInvited') grants.set(invitationId, { alerts: event.data.alerts === true, followerId: null });
    else if (event.type === 'FollowerInvitationAccepted') {
      const grant = grants.get(invitationId);
      if (grant) grant.followerId = String(event.data.followerId);
    } else if (event.type === 'FollowerRevoked') grants.delete(invitationId);
  }
  return [...new Set([...grants.values()].flatMap((grant) => (grant.alerts && grant.followerId ? [grant.followerId] : [])))];
}

/**
 * The person's followers allowed to get alerts, read from the person's followers stream (not a read
 * model that may lag, so a follower just stopped is not mailed), with their account's name and email.
 */
export async function followersWithAlerts(store: EventStore, pool: pg.Pool, personId: string): Promise<AlertFollower[]> {
  const followerIds = followerIdsWithAlerts(await readStreamOrEmpty(store, streamIds.followers(personId)));
  const users = await Promise.all(followerIds.map((followerId) => findUser(pool, followerId)));
  return users.flatMap((user, index) => (user?.email ? [{ followerId: followerIds[index]!, name: user.name || user.email, email: user.email }] : []));
}
