import type { FollowedPerson, User } from '@glyco/contracts';
import { foldHistory, readStreamOrEmpty, type EventStore } from '@glyco/event-store';
import { accountDecider, accountStream } from '../accounts/account';
import type { FollowerGrant } from './follower-grants-table';

/** The account as its stream holds it now, whatever the projector's lag; undefined once deleted. */
export async function accountOf(store: EventStore, userId: string): Promise<User | undefined> {
  return foldHistory(accountDecider, await readStreamOrEmpty(store, accountStream(userId))).user;
}

/** What a follower's view shows of the person: their name, unit and target range; no contacts or settings. */
export function presentFollowedPerson(user: User, grant: Pick<FollowerGrant, 'shares' | 'alerts'>): FollowedPerson {
  return {
    personId: user.id,
    name: user.name,
    glucoseUnit: user.settings.glucoseUnit,
    targetGlucoseRange: { ...user.targetGlucoseRange },
    shares: { ...grant.shares },
    alerts: grant.alerts,
  };
}
