import { describe, expect, it } from 'vitest';
import { decideRemovePushSubscription, decideSavePushSubscription, evolvePushSubscriptions, initialPushSubscriptions } from './decide';

const userId = '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d';
const phone = 'a'.repeat(64);
const laptop = 'b'.repeat(64);
const subscription = (auth: string) => ({ endpoint: 'https://push.example/send/abc', keys: { p256dh: 'B'.repeat(87), auth } });
const registered = evolvePushSubscriptions(initialPushSubscriptions, { type: 'UserRegistered', data: { userId } as never });
const saved = evolvePushSubscriptions(registered, { type: 'PushSubscriptionSaved', data: { userId, subscriptionId: phone, subscription: subscription('A'.repeat(22)) } });
const notFound = expect.objectContaining({ kind: 'not_found' });

describe('push subscriptions', () => {
  it('given a registered person, when a subscription is saved, then PushSubscriptionSaved with its endpoint and keys', () => {
    const command = { userId, subscriptionId: phone, subscription: subscription('A'.repeat(22)) };
    expect(decideSavePushSubscription(registered, command)).toEqual([{ type: 'PushSubscriptionSaved', schemaVersion: 1, data: command }]);
  });

  it('given the same endpoint saved with the same keys, when saved again, then nothing is recorded; with new keys it is saved again', () => {
    expect(decideSavePushSubscription(saved, { userId, subscriptionId: phone, subscription: subscription('A'.repeat(22)) })).toEqual([]);
    expect(decideSavePushSubscription(saved, { userId, subscriptionId: phone, subscription: subscription('C'.repeat(22)) })).toHaveLength(1);
  });

  it('given two subscriptions, when one is removed, then only that one leaves', () => {
    const both = evolvePushSubscriptions(saved, { type: 'PushSubscriptionSaved', data: { userId, subscriptionId: laptop, subscription: subscription('D'.repeat(22)) } });
    const events = decideRemovePushSubscription(both, { userId, subscriptionId: phone, reason: 'gone' });
    expect(events).toEqual([{ type: 'PushSubscriptionRemoved', schemaVersion: 1, data: { userId, subscriptionId: phone, reason: 'gone' } }]);
    expect([...evolvePushSubscriptions(both, events[0]!).authById.keys()]).toEqual([laptop]);
  });

  it('given a subscription not in force, when removed, then nothing is recorded', () => {
    expect(decideRemovePushSubscription(registered, { userId, subscriptionId: phone, reason: 'removed' })).toEqual([]);
  });

  it('given a deleted account, when a subscription is saved, then not found', () => {
    const deleted = evolvePushSubscriptions(saved, { type: 'AccountDeleted', data: { userId } as never });
    expect(deleted.authById.size).toBe(0);
    expect(() => decideSavePushSubscription(deleted, { userId, subscriptionId: phone, subscription: subscription('A'.repeat(22)) })).toThrow(notFound);
  });
});
