import { AccountDeleted, PushSubscriptionRemoved, PushSubscriptionSaved, UserRegistered, type EventOf, type PushSubscriptionInput } from '@glyco/contracts';
import { notFound } from '@glyco/contracts/http/app-errors';
import { assertNever, defineDecider, newEvent, type NewEvent } from '@glyco/event-store';
import { accountStream } from '../accounts/account';

/** What decisions about a person's push subscriptions need from `user-<id>`: each subscription in force and the secret it was saved with. */
export interface PushSubscriptions {
  registered: boolean;
  authById: ReadonlyMap<string, string>;
}

export const initialPushSubscriptions: PushSubscriptions = { registered: false, authById: new Map() };
export const pushSubscriptionsStream = accountStream;

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
    default:
      return assertNever(event);
  }
}

export const pushSubscriptionsDecider = defineDecider({ events: PUSH_DECIDER_EVENTS, initialState: initialPushSubscriptions, evolve: evolvePushSubscriptions });

export interface SavePushSubscriptionCommand {
  userId: string;
  subscriptionId: string;
  subscription: PushSubscriptionInput;
}

/** Saving the endpoint already in force with the same keys records nothing: a browser re-sends its subscription on every visit. */
export function decideSavePushSubscription(state: PushSubscriptions, command: SavePushSubscriptionCommand): NewEvent<EventOf<typeof PushSubscriptionSaved>>[] {
  if (!state.registered) throw notFound('Account not found');
  if (state.authById.get(command.subscriptionId) === command.subscription.keys.auth) return [];
  return [newEvent(PushSubscriptionSaved, command)];
}

/** Removing a subscription not in force records nothing, so a browser may unsubscribe twice. */
export function decideRemovePushSubscription(
  state: PushSubscriptions,
  removal: { userId: string; subscriptionId: string; reason: 'removed' | 'gone' },
): NewEvent<EventOf<typeof PushSubscriptionRemoved>>[] {
  if (!state.authById.has(removal.subscriptionId)) return [];
  return [newEvent(PushSubscriptionRemoved, removal)];
}
