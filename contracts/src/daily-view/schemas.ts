import { z } from 'zod';
import { isoInstant } from '../shared/fields';

/** The longest window a daily view asks for: a day, with room for a daylight saving change. */
export const DAILY_VIEW_MAX_HOURS = 26;

export const DAILY_VIEW_MESSAGES = {
  windowTooLong: `A daily view spans at most ${DAILY_VIEW_MAX_HOURS} hours`,
  endBeforeStart: 'The end must not be before the start',
} as const;

const spanHours = (query: { startDate: string; endDate: string }) => (Date.parse(query.endDate) - Date.parse(query.startDate)) / 3_600_000;

/** GET /api/daily-view?startDate&endDate: the instants bounding one local day. */
export const dailyViewQuerySchema = z
  .object({ startDate: isoInstant, endDate: isoInstant })
  .refine((query) => spanHours(query) >= 0, { message: DAILY_VIEW_MESSAGES.endBeforeStart, path: ['endDate'] })
  .refine((query) => spanHours(query) <= DAILY_VIEW_MAX_HOURS, { message: DAILY_VIEW_MESSAGES.windowTooLong, path: ['endDate'] });
export type DailyViewQuery = z.infer<typeof dailyViewQuerySchema>;

/** A meal's carbs or a dose's units at its time; `automatic` marks a dose the loop gave on its own (an SMB). */
export const dailyTreatmentSchema = z.object({
  id: z.string(),
  kind: z.enum(['meal', 'dose']),
  at: z.string(),
  carbs: z.number().nullable(),
  units: z.number().nullable(),
  insulinType: z.string().nullable(),
  automatic: z.boolean(),
});
export type DailyTreatment = z.infer<typeof dailyTreatmentSchema>;

/** A stretch of basal at one rate (units per hour), as the profile schedules it. */
export const basalSegmentSchema = z.object({ start: z.string(), end: z.string(), rate: z.number() });
export type BasalSegment = z.infer<typeof basalSegmentSchema>;

/** How a basal step runs: as scheduled, at a temporary rate, or suspended (no basal). */
export const BASAL_STEP_KINDS = ['scheduled', 'temporary', 'suspended'] as const;
export const basalStepSchema = basalSegmentSchema.extend({ kind: z.enum(BASAL_STEP_KINDS) });
export type BasalStep = z.infer<typeof basalStepSchema>;

export const dailyViewSchema = z.object({
  treatments: z.array(dailyTreatmentSchema),
  /** The scheduled basal of the uploaded profile in force, empty when no loop uploaded one with a basal. */
  scheduledBasal: z.array(basalSegmentSchema),
  /** The basal that ran: the schedule with the pump's temporary basals and suspends over it. */
  basal: z.array(basalStepSchema),
});
export type DailyView = z.infer<typeof dailyViewSchema>;
