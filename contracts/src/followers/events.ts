import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { followerSharesSchema } from './shares';

/**
 * On `followers-<personId>`: the person invited someone by email to follow them; `shares` is what
 * the follower may see and `alerts` whether they receive the person's alerts. The email is
 * personal data (sealed under the person's key); the invitation id names the link.
 */
export const FollowerInvited = defineEvent(
  'FollowerInvited',
  1,
  z.object({ personId: z.uuid(), invitationId: z.uuid(), email: z.string(), name: z.string(), shares: followerSharesSchema, alerts: z.boolean() }),
);

/** On `followers-<personId>`: the invitation's link was used by the follower's own Glyco account. */
export const FollowerInvitationAccepted = defineEvent(
  'FollowerInvitationAccepted',
  1,
  z.object({ personId: z.uuid(), invitationId: z.uuid(), followerId: z.uuid() }),
);

/** On `followers-<personId>`: the person ended the invitation or the following; its link and sessions stop at once. */
export const FollowerRevoked = defineEvent('FollowerRevoked', 1, z.object({ personId: z.uuid(), invitationId: z.uuid() }));

export const FOLLOWER_EVENTS = [FollowerInvited, FollowerInvitationAccepted, FollowerRevoked] as const;
export type FollowerEvent = EventOf<(typeof FOLLOWER_EVENTS)[number]>;
