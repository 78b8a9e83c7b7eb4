import { z } from 'zod';
import { agpPointSchema } from '../glucose-metrics/agp';
import { glucoseMetricsSchema } from '../glucose-metrics/report';
import { INSULIN_TYPES } from '../insulin/enums';
import { MEAL_TYPES } from '../meals/enums';

const unitsByInsulinType = z.object(Object.fromEntries(INSULIN_TYPES.map((type) => [type, z.number()])) as Record<(typeof INSULIN_TYPES)[number], z.ZodNumber>);
const carbsByMealType = z.object(Object.fromEntries(MEAL_TYPES.map((type) => [type, z.number()])) as Record<(typeof MEAL_TYPES)[number], z.ZodNumber>);

/**
 * GET /api/reports/overview. Glucose in mg/dL, percentages relative to the user's target. With no
 * readings (doses, meals) in the range the figures are 0 and `count` says why. The optional fields
 * extend SPEC's shape for clinicians; days are local calendar days of each record's own time zone.
 */
export const reportOverviewSchema = z.object({
  glucoseStats: z.object({
    /** Oldest first; for long ranges the mean of each `readingsBucketMinutes` bucket. */
    readings: z.array(z.object({ timestamp: z.string(), value: z.number() })),
    average: z.number(),
    min: z.number(),
    max: z.number(),
    inRangePercentage: z.number(),
    targetMin: z.number(),
    targetMax: z.number(),
    count: z.number().int().optional(),
    belowRangePercentage: z.number().optional(),
    aboveRangePercentage: z.number().optional(),
    /** Null when `readings` are the readings themselves. */
    readingsBucketMinutes: z.number().int().nullable().optional(),
    /** Every figure of the metrics engine for the period (`average` above is its mean). */
    metrics: glucoseMetricsSchema,
    /** The AGP curves of the period, one point per 15 minutes of the day. */
    agp: z.array(agpPointSchema),
  }),
  insulinStats: z.object({
    doses: z.array(z.object({ timestamp: z.string(), units: z.number() })),
    averageDose: z.number(),
    count: z.number().int().optional(),
    totalUnits: z.number().optional(),
    dailyTotals: z.array(z.object({ date: z.string(), totalUnits: z.number(), byType: unitsByInsulinType })).optional(),
  }),
  mealStats: z.object({
    meals: z.array(z.object({ timestamp: z.string(), totalCarbs: z.number() })),
    averageCarbs: z.number(),
    count: z.number().int().optional(),
    dailyCarbs: z.array(z.object({ date: z.string(), totalCarbs: z.number(), byMealType: carbsByMealType })).optional(),
  }),
});
export type ReportOverview = z.infer<typeof reportOverviewSchema>;
