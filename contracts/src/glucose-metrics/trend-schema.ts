import { z } from 'zod';
import { TRENDS, type GlucoseTrend } from './trend';

// Apart from trend.ts so a screen that only draws the arrow does not load zod on its first paint.
export const glucoseTrendSchema = z.object({
  trend: z.enum(TRENDS),
  /** mg/dL per minute over the last 15 minutes. */
  rateMgdlPerMinute: z.number(),
}) satisfies z.ZodType<GlucoseTrend>;

/**
 * The current reading's trend: the arrow its device sent when it sent one, else the one drawn from
 * the readings of the 15 minutes up to it. The rate is the readings' (null when too few).
 */
export const currentTrendSchema = glucoseTrendSchema.extend({
  rateMgdlPerMinute: z.number().nullable(),
  from: z.enum(['device', 'readings']),
});
export type CurrentTrend = z.infer<typeof currentTrendSchema>;
