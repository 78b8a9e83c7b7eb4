import { z } from 'zod';
import { ALERT_KINDS, ALERT_LEVELS } from './kinds';

export const ALERT_DELIVERY_OUTCOMES = ['delivered', 'failed'] as const;

/** GET /api/alerts: one alert, its answer and every delivery attempt. */
export const alertResponseSchema = z.object({
  _id: z.string(),
  kind: z.enum(ALERT_KINDS),
  level: z.enum(ALERT_LEVELS),
  startedAt: z.string(),
  /** mg/dL; null for no data. */
  value: z.number().nullable(),
  acknowledgedAt: z.string().nullable(),
  /** The name of who answered: the person, or the emergency contact who followed the link. */
  acknowledgedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  escalatedAt: z.string().nullable(),
  deliveries: z.array(z.object({ channel: z.string(), to: z.string(), at: z.string(), outcome: z.enum(ALERT_DELIVERY_OUTCOMES) })),
});
export type AlertResponse = z.infer<typeof alertResponseSchema>;

export const ALERT_STATUSES = ['active', 'all'] as const;
export const alertListQuerySchema = z.object({ status: z.enum(ALERT_STATUSES).default('active') });
export const alertListResponseSchema = z.array(alertResponseSchema);

export const alertParamsSchema = z.object({ id: z.uuid() });
/** The single-use link an escalation email carries: who followed it is recorded as the one who answered. */
export const acknowledgeByLinkSchema = z.object({ token: z.string().min(20).max(512) });
export const acknowledgeResponseSchema = z.object({ acknowledged: z.boolean() });
/** Absent minutes: the kind's own snooze from the settings; urgent low is snoozed for 30 minutes at most whatever is asked. */
export const snoozeAlertSchema = z.object({ minutes: z.number().int().min(5).max(240).optional() });
export const snoozeResponseSchema = z.object({ snoozedUntil: z.string().nullable() });
