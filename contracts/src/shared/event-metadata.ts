import { z } from 'zod';

/** uploader: a CGM app or pump loop posting through the Nightscout API under the person's secret. */
export const ACTOR_ROLES = ['patient', 'clinician', 'system', 'uploader', 'follower'] as const;
export const actorRoleSchema = z.enum(ACTOR_ROLES);
export type ActorRole = z.infer<typeof actorRoleSchema>;

export const actorSchema = z.object({
  /** The user id, or the name of the process for the system role. */
  userId: z.string().min(1),
  role: actorRoleSchema,
  /** For an uploader: the app as it names itself ('xDrip-DexcomG6', 'AndroidAPS'), never a serial. */
  device: z.string().max(60).optional(),
});
export type Actor = z.infer<typeof actorSchema>;

/**
 * Carried by every event, stored in clear: ids and times. The one exception is `reason`, the
 * person's own words for a correction, which the event store seals with the event's data.
 */
export const eventMetadataSchema = z.object({
  eventId: z.uuid(),
  actor: actorSchema,
  /** The request (or job) that led to the event. */
  correlationId: z.string().min(1),
  /** The event or request that directly caused this one. */
  causationId: z.string().min(1),
  /** Business time: when it happened for the person. */
  occurredAt: z.iso.datetime({ offset: true }),
  /** When the system recorded it. */
  recordedAt: z.iso.datetime({ offset: true }),
  schemaVersion: z.number().int().min(1),
  /** Why the person corrected a record (the X-Glyco-Reason header). */
  reason: z.string().max(500).optional(),
  /** On an event created under an Idempotency-Key: an HMAC of the request keyed by that key. */
  requestFingerprint: z.string().optional(),
  /** On a record created by a file import: the import, so it can be listed and undone as one. */
  importId: z.uuid().optional(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;
