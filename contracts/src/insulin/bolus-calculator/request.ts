import { z } from 'zod';
import { GLUCOSE_UNITS, type GlucoseUnit } from '../../glucose/enums';
import { valueAtLeastMessage, valueBelowMessage } from '../../glucose/messages';
import { glucoseValueLimits } from '../../glucose/schemas';
import { toMgdl } from '../../glucose/units';
import { optionalNumber, requiredNumber, whenFieldsValid } from '../../shared/fields';
import { CLINICAL_LIMITS } from '../../shared/limits';
import { BOLUS_MESSAGES } from './messages';
import { storedBolusSettingsSchema } from './settings';
import { BOLUS_WARNING_CODES } from './warnings';

export const BOLUS_CARBS_MAX = CLINICAL_LIMITS.bolusCarbsMaxGrams;

function checkGlucoseRange(request: { currentGlucose?: number; unit: GlucoseUnit }, ctx: z.RefinementCtx) {
  if (request.currentGlucose === undefined) return;
  const limits = glucoseValueLimits(request.unit);
  if (request.currentGlucose < limits.min) ctx.addIssue({ code: 'custom', path: ['currentGlucose'], message: valueAtLeastMessage(String(limits.min)) });
  if (request.currentGlucose > limits.max) ctx.addIssue({ code: 'custom', path: ['currentGlucose'], message: valueBelowMessage(String(limits.max)) });
}

/** POST /api/insulin/calculate: the glucose in `unit` (default mg/dL), blank for none. */
export const calculateBolusRequestSchema = z
  .object({
    carbs: requiredNumber({ required: BOLUS_MESSAGES.carbsRequired, invalid: BOLUS_MESSAGES.notANumber }, (value) =>
      value.min(0, BOLUS_MESSAGES.carbsRange).max(BOLUS_CARBS_MAX, BOLUS_MESSAGES.carbsRange),
    ),
    currentGlucose: optionalNumber('Glucose value must be a number'),
    unit: z.enum(GLUCOSE_UNITS, { error: `Unit must be one of: ${GLUCOSE_UNITS.join(', ')}` }).default('mg/dL'),
  })
  .superRefine(checkGlucoseRange, { when: whenFieldsValid('currentGlucose', 'unit') });
export type CalculateBolusRequest = z.output<typeof calculateBolusRequestSchema>;
export type CalculateBolusRequestInput = z.input<typeof calculateBolusRequestSchema>;

/** The request's glucose in mg/dL, the unit the settings and the calculator use. */
export function requestGlucoseMgdl(request: CalculateBolusRequest): number | undefined {
  return request.currentGlucose === undefined ? undefined : toMgdl(request.currentGlucose, request.unit);
}

export const bolusCalculationSchema = z.object({
  carbDose: z.number(),
  correctionDose: z.number(),
  insulinOnBoard: z.number(),
  suggestedUnits: z.number(),
  roundedTo: z.number(),
  capped: z.boolean(),
  warnings: z.array(z.object({ code: z.enum(BOLUS_WARNING_CODES), message: z.string() })),
  settings: storedBolusSettingsSchema,
});
