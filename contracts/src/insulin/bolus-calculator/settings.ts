import { z } from 'zod';
import { optionalNumber, requiredNumber } from '../../shared/fields';
import { BOLUS_MESSAGES } from './messages';

/** Pump steps (0.05, 0.1) and pen steps (0.5, 1) in units. */
export const BOLUS_DOSE_INCREMENTS = [0.05, 0.1, 0.5, 1] as const;
export const DEFAULT_INSULIN_DURATION_HOURS = 4;

/** Bounds of each setting; glucose figures in mg/dL. */
export const BOLUS_SETTING_LIMITS = {
  carbRatio: { min: 1, max: 150 },
  correctionFactor: { min: 5, max: 400 },
  targetGlucose: { min: 70, max: 180 },
  insulinDurationHours: { min: 2, max: 8 },
  maxBolus: { min: 1, max: 50 },
} as const;

const numberMessages = (required: string) => ({ required, invalid: BOLUS_MESSAGES.notANumber });
const within = (limits: { min: number; max: number }, message: string) => (value: z.ZodNumber) =>
  value.min(limits.min, message).max(limits.max, message);

/**
 * The person's own bolus settings, agreed with their care team. Every glucose figure is mg/dL.
 * - carbRatio (insulin-to-carb ratio): grams of carbohydrate covered by 1 unit of rapid-acting insulin.
 * - correctionFactor (insulin sensitivity factor, ISF): the mg/dL drop in glucose from 1 unit.
 * - targetGlucose: the glucose a correction aims for.
 * - insulinDurationHours (duration of insulin action, DIA): how long a bolus keeps lowering glucose.
 * - doseIncrement: the smallest step the pump or pen can deliver; suggestions are rounded down to it.
 * - maxBolus: the largest single bolus the calculator will suggest.
 */
export const bolusSettingsSchema = z.object({
  carbRatio: requiredNumber(numberMessages(BOLUS_MESSAGES.carbRatioRequired), within(BOLUS_SETTING_LIMITS.carbRatio, BOLUS_MESSAGES.carbRatioRange)),
  correctionFactor: requiredNumber(
    numberMessages(BOLUS_MESSAGES.correctionFactorRequired),
    within(BOLUS_SETTING_LIMITS.correctionFactor, BOLUS_MESSAGES.correctionFactorRange),
  ),
  targetGlucose: requiredNumber(
    numberMessages(BOLUS_MESSAGES.targetGlucoseRequired),
    within(BOLUS_SETTING_LIMITS.targetGlucose, BOLUS_MESSAGES.targetGlucoseRange),
  ),
  insulinDurationHours: optionalNumber(BOLUS_MESSAGES.notANumber, within(BOLUS_SETTING_LIMITS.insulinDurationHours, BOLUS_MESSAGES.insulinDurationRange)).transform(
    (hours) => hours ?? DEFAULT_INSULIN_DURATION_HOURS,
  ),
  doseIncrement: requiredNumber(numberMessages(BOLUS_MESSAGES.doseIncrementRequired)).refine(
    (step) => (BOLUS_DOSE_INCREMENTS as readonly number[]).includes(step),
    BOLUS_MESSAGES.doseIncrementChoice,
  ),
  maxBolus: requiredNumber(numberMessages(BOLUS_MESSAGES.maxBolusRequired), within(BOLUS_SETTING_LIMITS.maxBolus, BOLUS_MESSAGES.maxBolusRange)),
});
export type BolusSettings = z.output<typeof bolusSettingsSchema>;
export type BolusSettingsInput = z.input<typeof bolusSettingsSchema>;

/** As stored on the user and in ProfileUpdated: already validated numbers. */
export const storedBolusSettingsSchema = z.object({
  carbRatio: z.number(),
  correctionFactor: z.number(),
  targetGlucose: z.number(),
  insulinDurationHours: z.number(),
  doseIncrement: z.number(),
  maxBolus: z.number(),
});
