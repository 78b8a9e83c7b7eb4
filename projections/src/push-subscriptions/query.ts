import type pg from 'pg';

/** A subscription to push to, with the person it belongs to. */
export interface StoredPushSubscription {
  subscriptionId: string;
  userId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Row {
  subscription_id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Every push subscription of these people, oldest first. */
export async function listPushSubscriptionsOf(pool: pg.Pool, userIds: readonly string[]): Promise<StoredPushSubscription[]> {
  const { rows } = await pool.query<Row>(
    'SELECT subscription_id, user_id::text AS user_id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ANY($1::uuid[]) ORDER BY saved_at, subscription_id',
    [userIds],
  );
  return rows.map((row) => ({ subscriptionId: row.subscription_id, userId: row.user_id, endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
}
