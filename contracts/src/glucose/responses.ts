import { z } from 'zod';
import { glucoseEpisodeSchema } from '../glucose-metrics/episodes';
import { glucoseMetricsSchema, type GlucoseMetrics } from '../glucose-metrics/report';
import { currentTrendSchema } from '../glucose-metrics/trend-schema';
import { SENSOR_LIMITS } from '../imports/records';
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
  /** Set when the sensor showed 'Low' or 'High': `value` is one past the device's limit, shown as 'below 40' (formatGlucoseValue). */
  sensorLimit: z.enum(SENSOR_LIMITS).optional(),
});
export type GlucoseReading = z.infer<typeof glucoseReadingSchema>;

export const glucoseReadingListSchema = z.array(glucoseReadingSchema);

/**
 * GET /api/glucose/stats/overview: SPEC's six fields (mg/dL, and percentages against the person's
 * own target) beside every figure of the metrics engine for the same readings. Without readings
 * the mg/dL figures are null and every percentage and count is 0.
 */
export const glucoseStatsSchema = glucoseMetricsSchema.extend({
  average: z.number().nullable(),
  inRangePercentage: z.number(),
  belowRangePercentage: z.number(),
  aboveRangePercentage: z.number(),
});
export type GlucoseStats = z.infer<typeof glucoseStatsSchema>;

/** SPEC's field names over the engine's figures. */
export function glucoseStatsOf(metrics: GlucoseMetrics): GlucoseStats {
  return {
    ...metrics,
    average: metrics.mean,
    inRangePercentage: metrics.targetPercent.inRange,
    belowRangePercentage: metrics.targetPercent.below,
    aboveRangePercentage: metrics.targetPercent.above,
  };
}

/**
 * GET /api/glucose/current: the newest reading with its age and trend, and the dashboard's figures
 * over the window they name: the last 24 hours when the person has sensor readings in it, else
 * their last 50 readings.
 */
export const CURRENT_GLUCOSE_WINDOWS = ['last24Hours', 'last50Readings'] as const;
export const currentGlucoseSchema = z.object({
  /** `enteredUnit`: the unit the reading was entered or uploaded in, which its level is classified in (mg/dL when absent). */
  reading: z
    .object({ value: z.number(), timestamp: z.string(), readingType: z.enum(READING_TYPES), sensorLimit: z.enum(SENSOR_LIMITS).optional(), enteredUnit: z.enum(GLUCOSE_UNITS).optional() })
    .nullable(),
  ageMinutes: z.number().int().nullable(),
  trend: currentTrendSchema.nullable(),
  window: z.enum(CURRENT_GLUCOSE_WINDOWS),
  stats: glucoseStatsSchema,
});
export type CurrentGlucose = z.infer<typeof currentGlucoseSchema>;

/** GET /api/glucose/episodes?startDate&endDate: every CGM episode of the range, oldest first. */
export const glucoseEpisodeListSchema = z.object({
  window: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
  episodes: z.array(glucoseEpisodeSchema),
});
export type GlucoseEpisodeList = z.infer<typeof glucoseEpisodeListSchema>;
