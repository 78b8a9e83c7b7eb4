import { z } from 'zod';
import { trendDirectionSchema } from '../glucose/trend';

/**
 * What the live stream (`GET /api/live`, Server-Sent Events) tells a viewer about the person viewed.
 * Each SSE message carries `id: <position>` (the event store position it reports, as
 * "<commit>/<prepare>", so `Last-Event-ID` resumes after it), `event: <type>` and `data: <JSON>`.
 * Heartbeats are SSE comments, never messages.
 */
export const LIVE_CHANGE_KINDS = ['reading', 'meal', 'dose', 'deviceStatus', 'profile', 'alert', 'follower', 'import'] as const;
export const liveChangeKindSchema = z.enum(LIVE_CHANGE_KINDS);
export type LiveChangeKind = z.infer<typeof liveChangeKindSchema>;

/** A new reading, complete enough that the current-value tile needs no round trip. */
export const liveReadingSchema = z.object({
  id: z.string(),
  /** ISO 8601, the reading's own time. */
  at: z.string(),
  mgdl: z.number(),
  trend: trendDirectionSchema.nullable(),
  source: z.string(),
});
export type LiveReading = z.infer<typeof liveReadingSchema>;

export const liveMessageSchema = z.discriminatedUnion('type', [
  /** Sent once the read models hold the reading, so a refetch it causes sees it. */
  z.object({ type: z.literal('reading'), personId: z.string(), position: z.string(), reading: liveReadingSchema }),
  /** Something else of this kind changed and is readable now: refetch what shows it. */
  z.object({ type: z.literal('changed'), personId: z.string(), position: z.string(), kind: liveChangeKindSchema, id: z.string().optional() }),
  /** The viewer's access ended (signed out, revoked): the stream closes after it; do not reconnect. */
  z.object({ type: z.literal('closed'), reason: z.enum(['signedOut', 'revoked', 'erased']) }),
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** What a refused `GET /api/live` says. */
export const LIVE_MESSAGES = {
  notViewable: "You cannot view this person's data.",
  tooManyStreams: 'This person is viewed live in too many places at once. Close a tab or an app, then try again.',
} as const;
