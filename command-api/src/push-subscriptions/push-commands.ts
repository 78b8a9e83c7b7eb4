import {
  decideRemovePushSubscription, decideSavePushSubscription, pushSubscriptionsDecider, pushSubscriptionsStream, type PushSubscriptionInput, type PushSubscriptions,
} from '@glyco/contracts';
import { handleCommand, type CommandContext, type CommandOutcome, type EventStore } from '@glyco/event-store';
import { pushSubscriptionIdOf } from './subscription-id';

export function savePushSubscription(store: EventStore, userId: string, subscription: PushSubscriptionInput, context: CommandContext): Promise<CommandOutcome<PushSubscriptions>> {
  const command = { userId, subscriptionId: pushSubscriptionIdOf(subscription.endpoint), subscription };
  return handleCommand(store, pushSubscriptionsStream(userId), pushSubscriptionsDecider, context, (state) => decideSavePushSubscription(state, command));
}

/** Removes one of the person's subscriptions: 'removed' when they asked, 'gone' when its push service said it no longer exists. */
export function removePushSubscription(
  store: EventStore,
  removal: { userId: string; endpoint: string; reason: 'removed' | 'gone' },
  context: CommandContext,
): Promise<CommandOutcome<PushSubscriptions>> {
  const event = { userId: removal.userId, subscriptionId: pushSubscriptionIdOf(removal.endpoint), reason: removal.reason };
  return handleCommand(store, pushSubscriptionsStream(removal.userId), pushSubscriptionsDecider, context, (state) => decideRemovePushSubscription(state, event));
}
