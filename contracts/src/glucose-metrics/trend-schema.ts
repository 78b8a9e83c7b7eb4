import { z } from 'zod';
import { TRENDS, type GlucoseTrend } from './trend';

// Apart from trend.ts so a screen that only draws the arrow does not load zod on its first paint.
export const glucoseTrendSchema = z.object({
  trend: z.enum(TRENDS),
  /** mg/dL per minute over the last 15 minutes. */
  rateMgdlPerMinute: z.number(),
}) satisfies z.ZodType<GlucoseTrend>;
