import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { pushSubscriptionIdSchema, storedPushSubscriptionSchema } from './schemas';

/**
 * On `user-<id>`: the person's browser or installed app may be sent Web Push. The endpoint is a
 * capability (anyone holding it with the keys can notify the person), so the data is sealed.
 */
export const PushSubscriptionSaved = defineEvent(
  'PushSubscriptionSaved',
  1,
  z.object({ userId: z.uuid(), subscriptionId: pushSubscriptionIdSchema, subscription: storedPushSubscriptionSchema }),
);

/** On `user-<id>`: the subscription is no longer pushed to (the person removed it, or its push service said it is gone). */
export const PushSubscriptionRemoved = defineEvent(
  'PushSubscriptionRemoved',
  1,
  z.object({ userId: z.uuid(), subscriptionId: pushSubscriptionIdSchema, reason: z.enum(['removed', 'gone']) }),
);

export const PUSH_SUBSCRIPTION_EVENTS = [PushSubscriptionSaved, PushSubscriptionRemoved] as const;
export type PushSubscriptionEvent = EventOf<(typeof PUSH_SUBSCRIPTION_EVENTS)[number]>;
