import { z } from 'zod';

/** Push service URLs are long (FCM's run to ~200 characters); 2048 leaves room and bounds the row. */
export const PUSH_ENDPOINT_MAX = 2048;

/** The keys a browser gives for encrypting to it (RFC 8291): a P-256 public key and a 16-byte secret, base64url. */
const pushKeysSchema = z.object({
  p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
  auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/),
});

/** A subscription as stored: what the product pushes to. */
export const storedPushSubscriptionSchema = z.object({ endpoint: z.url().max(PUSH_ENDPOINT_MAX), keys: pushKeysSchema });

/** A browser's push subscription as PushSubscription.toJSON() gives it; push services are reached over https only. */
export const pushSubscriptionSchema = storedPushSubscriptionSchema.extend({ endpoint: z.url({ protocol: /^https$/ }).max(PUSH_ENDPOINT_MAX) });
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const removePushSubscriptionSchema = z.object({ endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX) });
export type RemovePushSubscription = z.infer<typeof removePushSubscriptionSchema>;

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** A subscription's id: SHA-256 (hex) of its endpoint, so saving the same endpoint twice is one subscription. */
export const pushSubscriptionIdSchema = z.string().regex(/^[0-9a-f]{64}$/);
