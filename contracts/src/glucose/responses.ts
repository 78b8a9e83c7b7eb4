import { z } from 'zod';
import { FEELINGS, GLUCOSE_UNITS, MEAL_CONTEXTS, READING_TYPES } from './enums';

/** A reading as the API returns it: value in mg/dL, with what the person typed. */
export const glucoseReadingSchema = z.object({
  _id: z.string(),
  value: z.number(),
  unit: z.literal('mg/dL'),
  entered: z.object({ value: z.number(), unit: z.enum(GLUCOSE_UNITS) }),
  timestamp: z.string(),
  timezoneOffsetMinutes: z.number(),
  mealContext: z.enum(MEAL_CONTEXTS),
  readingType: z.enum(READING_TYPES),
  feeling: z.enum(FEELINGS),
  notes: z.string(),
  tags: z.array(z.string()),
});
export type GlucoseReading = z.infer<typeof glucoseReadingSchema>;

export const glucoseReadingListSchema = z.array(glucoseReadingSchema);

/** Consensus bands as % of readings (to 0.1, summing to 100; all 0 without readings). */
export const consensusBandsSchema = z.object({
  veryLow: z.number(),
  low: z.number(),
  inRange: z.number(),
  high: z.number(),
  veryHigh: z.number(),
});
export type ConsensusBands = z.infer<typeof consensusBandsSchema>;

/**
 * GET /api/glucose/stats/overview: mg/dL and percentages relative to the user's target (SPEC's six
 * fields), plus the International Consensus metrics. Without readings the mg/dL figures and
 * sd/cv/gmi are null and every percentage and count is 0.
 */
export const glucoseStatsSchema = z.object({
  average: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  inRangePercentage: z.number(),
  belowRangePercentage: z.number(),
  aboveRangePercentage: z.number(),
  count: z.number().int().nonnegative(),
  /** Sample standard deviation, mg/dL; null below two readings. */
  sd: z.number().nullable(),
  /** Coefficient of variation, %. */
  cv: z.number().nullable(),
  /** Glucose management indicator, %. */
  gmi: z.number().nullable(),
  bands: consensusBandsSchema,
  /** Local calendar days with at least one reading. */
  daysCovered: z.number().int().nonnegative(),
  /** % of the expected 5-minute CGM readings present. */
  cgmActivePercentage: z.number(),
  /** At least 14 days with data and 70 % CGM activity. */
  sufficient: z.boolean(),
});
export type GlucoseStats = z.infer<typeof glucoseStatsSchema>;
