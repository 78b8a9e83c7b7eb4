import type { DescribedChange, EntityState, TimelineEvent } from './describe-change';

/** The follower events Activity tells: an invitation, its acceptance, the end of sharing. */
export const FOLLOWER_STORY_EVENTS = ['FollowerInvited', 'FollowerInvitationAccepted', 'FollowerRevoked'] as const;

export const isFollowerStoryEvent = (type: string): type is (typeof FOLLOWER_STORY_EVENTS)[number] => (FOLLOWER_STORY_EVENTS as readonly string[]).includes(type);

function whatTheySee(data: Record<string, unknown>): string {
  const sees = (data.shares as { mealsAndDoses?: unknown } | undefined)?.mealsAndDoses ? 'glucose, meals and doses' : 'glucose only';
  return data.alerts ? `${sees}, with alerts` : sees;
}

/**
 * "Invited Jo to follow (glucose, meals and doses, with alerts)", "Jo now follows you", "Stopped
 * sharing with Jo": one entity per invitation, whose state keeps the name the later events lack.
 */
export function describeFollowerChange(event: TimelineEvent, previous: EntityState | null): DescribedChange | null {
  if (!isFollowerStoryEvent(event.type)) return null;
  const invitationId = String(event.data.invitationId);
  const name = event.type === 'FollowerInvited' ? String(event.data.name) : (previous?.label ?? 'A follower');
  const state: EntityState = { fields: {}, label: name, deleted: event.type === 'FollowerRevoked' };
  const entry = { entityType: 'account' as const, entityId: invitationId, occurredAt: null, changes: [], state };
  switch (event.type) {
    case 'FollowerInvited':
      return { ...entry, action: 'follower_invited', summary: `Invited ${name} to follow (${whatTheySee(event.data)})` };
    case 'FollowerInvitationAccepted':
      return { ...entry, action: 'follower_accepted', summary: `${name} now follows you` };
    case 'FollowerRevoked':
      return { ...entry, action: 'follower_revoked', summary: `Stopped sharing with ${name}` };
  }
}
