import { z } from 'zod';
import { isBlankInput, isoInstant } from '../shared/fields';
import { END_NOT_BEFORE_START, endNotBeforeStart } from '../shared/date-range';
import { SENSOR_LIMITS } from '../imports/records';

/** A trace drawn over more than this many buckets has more points than a chart has pixels to show them. */
export const TRACE_BUCKETS_MAX = 1000;
export const TRACE_BUCKETS_DEFAULT = 288;
/**
 * Chart buckets that divide a day evenly, smallest first, so every day is cut at the same times of
 * day (no drifting pattern over a long range). A CGM reads every 5 minutes: a smaller bucket would
 * hold no more than one reading anyway.
 */
export const BUCKET_MINUTES = [5, 10, 15, 20, 30, 60, 120, 180, 240, 360, 480, 720, 1440] as const;

export const TRACE_MESSAGES = {
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  bucketsInvalid: 'Buckets must be a whole number',
  bucketsTooFew: 'Buckets must be at least 1',
  bucketsTooMany: `Buckets must be at most ${TRACE_BUCKETS_MAX}`,
} as const;

/** A required instant: blank or absent says `required`, anything else must be an ISO instant. */
const requiredInstant = (required: string) => z.preprocess((value) => (isBlankInput(value) ? undefined : value), z.string({ error: required }).pipe(isoInstant));

/** GET /api/glucose/trace?startDate&endDate&buckets: both ends required, inclusive. */
export const glucoseTraceQuerySchema = z
  .object({
    startDate: requiredInstant(TRACE_MESSAGES.startRequired),
    endDate: requiredInstant(TRACE_MESSAGES.endRequired),
    buckets: z.coerce
      .number({ error: TRACE_MESSAGES.bucketsInvalid })
      .int(TRACE_MESSAGES.bucketsInvalid)
      .min(1, TRACE_MESSAGES.bucketsTooFew)
      .max(TRACE_BUCKETS_MAX, TRACE_MESSAGES.bucketsTooMany)
      .default(TRACE_BUCKETS_DEFAULT),
  })
  .refine(endNotBeforeStart, END_NOT_BEFORE_START);
export type GlucoseTraceQuery = z.output<typeof glucoseTraceQuerySchema>;

/** One time bucket of a trace, mg/dL; `below` and `above` count readings outside the person's target. */
export const glucoseTraceBucketSchema = z.object({
  /** The bucket's first instant. */
  start: z.string(),
  count: z.number().int(),
  min: z.number(),
  max: z.number(),
  mean: z.number(),
  below: z.number().int(),
  above: z.number().int(),
  /** Set when the lowest or highest is a sensor's limit, shown as 'below 40' (formatGlucoseValue). */
  minSensorLimit: z.enum(SENSOR_LIMITS).optional(),
  maxSensorLimit: z.enum(SENSOR_LIMITS).optional(),
});
export type GlucoseTraceBucket = z.infer<typeof glucoseTraceBucketSchema>;

/**
 * GET /api/glucose/trace: a long range downsampled by the server into at most `buckets` buckets of
 * `bucketMinutes`, oldest first; buckets without readings are left out.
 */
export const glucoseTraceSchema = z.object({
  window: z.object({ start: z.string(), end: z.string() }),
  bucketMinutes: z.number().int(),
  target: z.object({ min: z.number(), max: z.number() }),
  buckets: z.array(glucoseTraceBucketSchema),
});
export type GlucoseTrace = z.infer<typeof glucoseTraceSchema>;

/** The smallest bucket of `BUCKET_MINUTES` that covers the range in at most `buckets` buckets (whole days beyond that). */
export function traceBucketMinutes(range: { start: Date; end: Date }, buckets: number): number {
  const spanMinutes = Math.max(1, (range.end.getTime() - range.start.getTime()) / 60_000);
  const fitting = BUCKET_MINUTES.find((minutes) => Math.ceil(spanMinutes / minutes) <= buckets);
  return fitting ?? Math.ceil(spanMinutes / buckets / 1440) * 1440;
}
