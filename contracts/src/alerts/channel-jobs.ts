import { z } from 'zod';

/** The `alert-channels` queue's jobs: an alert told through a channel other than email. */
export const alertChannelJobSchema = z.discriminatedUnion('kind', [
  /** POST the alert to the person's webhook, when they set one. */
  z.object({ kind: z.literal('alert-webhook'), userId: z.uuid(), alertId: z.uuid(), raisedEventId: z.uuid() }),
  /** Web Push the alert to the person's subscriptions, and an urgent low to their followers allowed alerts too. */
  z.object({ kind: z.literal('alert-push'), userId: z.uuid(), alertId: z.uuid(), raisedEventId: z.uuid() }),
]);
export type AlertChannelJob = z.infer<typeof alertChannelJobSchema>;
