import { AccountDeleted, UserRegistered } from '../accounts/events';
import { notFound } from '../http/app-errors';
import type { EventOf } from '../shared/events';
import { streamIds } from '../shared/stream-ids';
import { PushSubscriptionRemoved, PushSubscriptionSaved } from './events';
import type { PushSubscriptionInput } from './schemas';

/** What decisions about a person's push subscriptions need from `user-<id>`: each subscription in force and the secret it was saved with. */
export interface PushSubscriptions {
  registered: boolean;
  authById: ReadonlyMap<string, string>;
}

export const initialPushSubscriptions: PushSubscriptions = { registered: false, authById: new Map() };
/** Subscriptions are recorded on the person's own stream. */
export const pushSubscriptionsStream = streamIds.user;

const PUSH_DECIDER_EVENTS = [UserRegistered, PushSubscriptionSaved, PushSubscriptionRemoved, AccountDeleted] as const;

function without(map: ReadonlyMap<string, string>, id: string): ReadonlyMap<string, string> {
  const next = new Map(map);
  next.delete(id);
  return next;
}

export function evolvePushSubscriptions(state: PushSubscriptions, event: EventOf<(typeof PUSH_DECIDER_EVENTS)[number]>): PushSubscriptions {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true };
    case 'PushSubscriptionSaved':
      return { ...state, authById: new Map([...state.authById, [event.data.subscriptionId, event.data.subscription.keys.auth]]) };
    case 'PushSubscriptionRemoved':
      return { ...state, authById: without(state.authById, event.data.subscriptionId) };
    case 'AccountDeleted':
      return initialPushSubscriptions;
  }
}

export const pushSubscriptionsDecider = { events: PUSH_DECIDER_EVENTS, initialState: initialPushSubscriptions, evolve: evolvePushSubscriptions } as const;

export interface SavePushSubscriptionCommand {
  userId: string;
  subscriptionId: string;
  subscription: PushSubscriptionInput;
}

/** Saving the endpoint already in force with the same keys records nothing: a browser re-sends its subscription on every visit. */
export function decideSavePushSubscription(state: PushSubscriptions, command: SavePushSubscriptionCommand): { type: 'PushSubscriptionSaved'; schemaVersion: 1; data: EventOf<typeof PushSubscriptionSaved>['data'] }[] {
  if (!state.registered) throw notFound('Account not found');
  if (state.authById.get(command.subscriptionId) === command.subscription.keys.auth) return [];
  return [{ type: PushSubscriptionSaved.type, schemaVersion: 1, data: command }];
}

/** Removing a subscription not in force records nothing, so a browser may unsubscribe twice. */
export function decideRemovePushSubscription(
  state: PushSubscriptions,
  removal: { userId: string; subscriptionId: string; reason: 'removed' | 'gone' },
): { type: 'PushSubscriptionRemoved'; schemaVersion: 1; data: EventOf<typeof PushSubscriptionRemoved>['data'] }[] {
  if (!state.authById.has(removal.subscriptionId)) return [];
  return [{ type: PushSubscriptionRemoved.type, schemaVersion: 1, data: removal }];
}
