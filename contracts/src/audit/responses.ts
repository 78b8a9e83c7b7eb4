import { z } from 'zod';
import { actorRoleSchema } from '../shared/event-metadata';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from './enums';

export const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;

/** One field of an entity before and after an event; `before` is null for a new entity. */
export const auditChangeSchema = z.object({ field: z.string(), before: auditValueSchema, after: auditValueSchema });
export type AuditChange = z.infer<typeof auditChangeSchema>;

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
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/audit. `nextBefore` is null on the last page. */
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextBefore: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
