import { pushPublicKeySchema, pushSubscriptionSchema, removePushSubscriptionSchema } from '../push/schemas';
import { defineRoute } from './define-route';

const tag = 'Alerts';

/** The caller's own Web Push subscriptions: a follower's are theirs, as a person. */
export const pushRoutes = {
  publicKey: defineRoute({
    method: 'GET',
    path: '/api/push/public-key',
    tag,
    summary: "The server's VAPID public key (RFC 8292), for PushManager.subscribe's applicationServerKey",
    caller: 'person',
    response: pushPublicKeySchema,
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/push/subscriptions',
    tag,
    summary: "Save this browser's push subscription (PushSubscription.toJSON()): alerts are pushed to it; saving it again changes nothing",
    caller: 'person',
    body: pushSubscriptionSchema,
    status: 204,
  }),
  unsubscribe: defineRoute({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    tag,
    summary: 'Stop pushing to this endpoint; one not saved is already gone',
    caller: 'person',
    body: removePushSubscriptionSchema,
    status: 204,
  }),
} as const;
