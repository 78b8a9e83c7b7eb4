import { z } from 'zod';
import { actorRoleSchema } from '../shared/event-metadata';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_GROUP_KINDS } from './enums';

export const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;

/** One field of an entity before and after an event; `before` is null for a new entity. */
export const auditChangeSchema = z.object({ field: z.string(), before: auditValueSchema, after: auditValueSchema });
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** Records logged together, shown as one entry; `GET /api/audit?group=<id>` lists them. */
export const auditGroupSchema = z.object({
  id: z.string(),
  kind: z.enum(AUDIT_GROUP_KINDS),
  count: z.number().int().positive(),
  /** When the first record of the group was recorded (`at` of the entry is the last). */
  firstAt: z.string(),
  /** The earliest and latest times of the records themselves. */
  occurredFrom: z.string().nullable(),
  occurredTo: z.string().nullable(),
  /** The uploader's app, for an uploader's day. */
  device: z.string().nullable(),
});
export type AuditGroup = z.infer<typeof auditGroupSchema>;

export const auditEntrySchema = z.object({
  eventId: z.string(),
  /** When the change was recorded. */
  at: z.string(),
  /** When the reading, meal or dose happened, for those. */
  occurredAt: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  actor: z.object({ role: actorRoleSchema }),
  summary: z.string(),
  changes: z.array(auditChangeSchema),
  /** Set on an entry standing for several records (then its changes are those of the latest). */
  group: auditGroupSchema.optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/audit. `nextBefore` is null on the last page. */
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextBefore: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
