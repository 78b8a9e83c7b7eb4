import { PUSH_SUBSCRIPTION_EVENTS, PushSubscriptionRemoved, type PushSubscriptionEvent } from '@glyco/contracts';
import type { Projection, ProjectionContext } from '../engine/projection';

/**
 * push_subscriptions: the browsers and installed apps each person may be sent Web Push, one row
 * per endpoint. A removal (by the person, or a push service answering 404/410) deletes the row; a
 * deleted account's rows go with it.
 */
export const pushSubscriptionsProjection: Projection = {
  name: 'push_subscriptions',
  version: 1,
  tables: ['push_subscriptions'],
  personRows: { push_subscriptions: 'user_id' },
  handles: PUSH_SUBSCRIPTION_EVENTS.map((definition) => definition.type),
  async init({ sql, table, index }) {
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('push_subscriptions')} (
      subscription_id text PRIMARY KEY,
      user_id uuid NOT NULL,
      endpoint text NOT NULL,
      p256dh text NOT NULL,
      auth text NOT NULL,
      saved_at timestamptz NOT NULL
    )`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('push_subscriptions', 'user')} ON ${table('push_subscriptions')} (user_id)`);
  },
  apply: (ctx, event) => applySubscriptionEvent(ctx, { type: event.type, data: event.data } as PushSubscriptionEvent, event.recordedAt),
};

async function applySubscriptionEvent({ sql, table }: ProjectionContext, event: PushSubscriptionEvent, at: Date): Promise<void> {
  if (event.type === PushSubscriptionRemoved.type) {
    await sql.query(`DELETE FROM ${table('push_subscriptions')} WHERE subscription_id = $1 AND user_id = $2`, [event.data.subscriptionId, event.data.userId]);
    return;
  }
  const { subscriptionId, userId, subscription } = event.data;
  await sql.query(
    `INSERT INTO ${table('push_subscriptions')} (subscription_id, user_id, endpoint, p256dh, auth, saved_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (subscription_id) DO UPDATE SET user_id = EXCLUDED.user_id, endpoint = EXCLUDED.endpoint, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, saved_at = EXCLUDED.saved_at`,
    [subscriptionId, userId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, at],
  );
}
