import { z } from 'zod';
import { TRENDS } from '../../glucose-metrics/trend';
import { GLUCOSE_UNITS, type GlucoseUnit } from '../../glucose/enums';
import { valueAtLeastMessage, valueBelowMessage } from '../../glucose/messages';
import { glucoseValueLimits } from '../../glucose/schemas';
import { toMgdl } from '../../glucose/units';
import { optionalNumber, requiredNumber, whenFieldsValid } from '../../shared/fields';
import { CLINICAL_LIMITS } from '../../shared/limits';
import { IOB_MODES } from './calculate-bolus';
import { BOLUS_MESSAGES } from './messages';
import { INSULIN_KINDS, storedBolusSettingsSchema } from './settings';
import { BOLUS_WARNING_CODES } from './warnings';

export const BOLUS_CARBS_MAX = CLINICAL_LIMITS.bolusCarbsMaxGrams;

function checkGlucose(request: { currentGlucose?: number; unit: GlucoseUnit; useCgm: boolean }, ctx: z.RefinementCtx) {
  if (request.currentGlucose === undefined) return;
  if (request.useCgm) ctx.addIssue({ code: 'custom', path: ['currentGlucose'], message: BOLUS_MESSAGES.cgmWithTypedGlucose });
  const limits = glucoseValueLimits(request.unit);
  if (request.currentGlucose < limits.min) ctx.addIssue({ code: 'custom', path: ['currentGlucose'], message: valueAtLeastMessage(String(limits.min)) });
  if (request.currentGlucose > limits.max) ctx.addIssue({ code: 'custom', path: ['currentGlucose'], message: valueBelowMessage(String(limits.max)) });
}

/**
 * POST /api/insulin/calculate: the glucose typed in `unit` (default mg/dL), or `useCgm` for the
 * CGM's latest value as the server holds it; neither for none. `iobMode` "correctionOnly" is the
 * labelled option where insulin on board offsets only a positive correction.
 */
export const calculateBolusRequestSchema = z
  .object({
    carbs: requiredNumber({ required: BOLUS_MESSAGES.carbsRequired, invalid: BOLUS_MESSAGES.notANumber }, (value) =>
      value.min(0, BOLUS_MESSAGES.carbsRange).max(BOLUS_CARBS_MAX, BOLUS_MESSAGES.carbsRange),
    ),
    currentGlucose: optionalNumber('Glucose value must be a number'),
    unit: z.enum(GLUCOSE_UNITS, { error: `Unit must be one of: ${GLUCOSE_UNITS.join(', ')}` }).default('mg/dL'),
    useCgm: z.boolean({ error: 'useCgm must be true or false' }).default(false),
    iobMode: z.enum(IOB_MODES, { error: `iobMode must be one of: ${IOB_MODES.join(', ')}` }).default('wholeDose'),
  })
  .superRefine(checkGlucose, { when: whenFieldsValid('currentGlucose', 'unit', 'useCgm') });
export type CalculateBolusRequest = z.output<typeof calculateBolusRequestSchema>;
export type CalculateBolusRequestInput = z.input<typeof calculateBolusRequestSchema>;

/** The typed glucose in mg/dL, the unit the settings and the calculator use. */
export function requestGlucoseMgdl(request: CalculateBolusRequest): number | undefined {
  return request.currentGlucose === undefined ? undefined : toMgdl(request.currentGlucose, request.unit);
}

export const bolusCalculationSchema = z.object({
  inForce: z.object({ localTime: z.string(), carbRatio: z.number(), correctionFactor: z.number(), targetGlucose: z.number() }),
  carbs: z.number(),
  glucose: z
    .object({ mgdl: z.number(), source: z.enum(['typed', 'cgm']), ageMinutes: z.number().nullable(), trend: z.enum(TRENDS).nullable(), used: z.boolean() })
    .nullable(),
  carbDose: z.number(),
  correctionDose: z.number(),
  trendAdjustment: z.number(),
  insulinOnBoard: z.number(),
  onBoardSubtracted: z.number(),
  iobMode: z.enum(IOB_MODES),
  unroundedUnits: z.number(),
  suggestedUnits: z.number(),
  roundedTo: z.number(),
  capped: z.boolean(),
  insulinCurve: z.object({ durationHours: z.number(), kind: z.enum(INSULIN_KINDS), peakMinutes: z.number() }),
  warnings: z.array(z.object({ code: z.enum(BOLUS_WARNING_CODES), message: z.string() })),
  settings: storedBolusSettingsSchema,
});
