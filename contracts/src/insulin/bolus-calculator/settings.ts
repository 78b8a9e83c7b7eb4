import { z } from 'zod';
import { optionalNumber, requiredNumber } from '../../shared/fields';
import { BOLUS_MESSAGES } from './messages';
import { scheduleSchema, storedScheduleSchema } from './schedule';

/** Pump steps (0.05, 0.1) and pen steps (0.5, 1) in units. */
export const BOLUS_DOSE_INCREMENTS = [0.05, 0.1, 0.5, 1] as const;

/**
 * The insulin's action curve, as oref0 names its exponential curves (lib/iob/total.js):
 * rapid-acting (insulin aspart, lispro, glulisine) peaks at 75 minutes, ultra-rapid (faster aspart,
 * ultra rapid lispro) at 55.
 */
export const INSULIN_KINDS = ['rapidActing', 'ultraRapid'] as const;
export type InsulinKind = (typeof INSULIN_KINDS)[number];
export const INSULIN_KIND_EXAMPLES: Readonly<Record<InsulinKind, string>> = Object.freeze({ rapidActing: 'NovoRapid, Humalog, Apidra', ultraRapid: 'Fiasp, Lyumjev' });
export const INSULIN_KIND_NAMES: Readonly<Record<InsulinKind, string>> = Object.freeze({ rapidActing: 'rapid-acting', ultraRapid: 'ultra-rapid' });
export const DEFAULT_INSULIN_KIND: InsulinKind = 'rapidActing';

/** oref0's default and minimum for its exponential curves (requireLongDia, tdMin 300 minutes). */
export const DEFAULT_INSULIN_DURATION_HOURS = 5;

/** Bounds of each setting; glucose figures in mg/dL. */
export const BOLUS_SETTING_LIMITS = {
  carbRatio: { min: 1, max: 150 },
  correctionFactor: { min: 5, max: 400 },
  targetGlucose: { min: 70, max: 180 },
  insulinDurationHours: { min: 5, max: 8 },
  maxBolus: { min: 1, max: 50 },
} as const;

const numberMessages = (required: string) => ({ required, invalid: BOLUS_MESSAGES.notANumber });
const within = (limits: { min: number; max: number }, message: string) => (value: z.ZodNumber) =>
  value.min(limits.min, message).max(limits.max, message);

/**
 * The person's own bolus settings, agreed with their care team. Every glucose figure is mg/dL.
 * - carbRatio (insulin-to-carb ratio, ICR): grams of carbohydrate covered by 1 unit, by time of day.
 * - correctionFactor (insulin sensitivity factor, ISF): the mg/dL drop in glucose from 1 unit, by time of day.
 * - targetGlucose: the glucose a correction aims for, by time of day.
 * - insulinDurationHours (duration of insulin action, DIA): how long a bolus keeps lowering glucose.
 * - insulinKind: which exponential action curve counts the insulin on board.
 * - doseIncrement: the smallest step the pump or pen can deliver; suggestions are rounded down to it.
 * - maxBolus: the largest single bolus the calculator will suggest.
 */
export const bolusSettingsSchema = z.object({
  carbRatio: scheduleSchema(
    requiredNumber(numberMessages(BOLUS_MESSAGES.carbRatioRequired), within(BOLUS_SETTING_LIMITS.carbRatio, BOLUS_MESSAGES.carbRatioRange)),
  ),
  correctionFactor: scheduleSchema(
    requiredNumber(numberMessages(BOLUS_MESSAGES.correctionFactorRequired), within(BOLUS_SETTING_LIMITS.correctionFactor, BOLUS_MESSAGES.correctionFactorRange)),
  ),
  targetGlucose: scheduleSchema(
    requiredNumber(numberMessages(BOLUS_MESSAGES.targetGlucoseRequired), within(BOLUS_SETTING_LIMITS.targetGlucose, BOLUS_MESSAGES.targetGlucoseRange)),
  ),
  insulinDurationHours: optionalNumber(BOLUS_MESSAGES.notANumber, within(BOLUS_SETTING_LIMITS.insulinDurationHours, BOLUS_MESSAGES.insulinDurationRange)).transform(
    (hours) => hours ?? DEFAULT_INSULIN_DURATION_HOURS,
  ),
  insulinKind: z.enum(INSULIN_KINDS, { error: BOLUS_MESSAGES.insulinKindChoice }).default(DEFAULT_INSULIN_KIND),
  doseIncrement: requiredNumber(numberMessages(BOLUS_MESSAGES.doseIncrementRequired)).refine(
    (step) => (BOLUS_DOSE_INCREMENTS as readonly number[]).includes(step),
    BOLUS_MESSAGES.doseIncrementChoice,
  ),
  maxBolus: requiredNumber(numberMessages(BOLUS_MESSAGES.maxBolusRequired), within(BOLUS_SETTING_LIMITS.maxBolus, BOLUS_MESSAGES.maxBolusRange)),
});
export type BolusSettingsInput = z.input<typeof bolusSettingsSchema>;

/**
 * As stored on the user and in ProfileUpdated: already validated numbers. Settings saved before
 * schedules and insulin kinds existed hold single numbers and no kind: they are read as one
 * period from 00:00 and rapid-acting. Their duration may be 2-4 hours, under today's minimum:
 * it is kept as saved, and the calculator uses the minimum and says so.
 */
export const storedBolusSettingsSchema = z.object({
  carbRatio: storedScheduleSchema,
  correctionFactor: storedScheduleSchema,
  targetGlucose: storedScheduleSchema,
  insulinDurationHours: z.number(),
  insulinKind: z.enum(INSULIN_KINDS).default(DEFAULT_INSULIN_KIND),
  doseIncrement: z.number(),
  maxBolus: z.number(),
});
export type BolusSettings = z.output<typeof storedBolusSettingsSchema>;

/** Stored settings in today's shape; null when absent or unreadable. */
export function currentBolusSettings(stored: unknown): BolusSettings | null {
  const parsed = storedBolusSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
