import { z } from 'zod';
import { CLINICAL_LIMITS, LIMITS } from '../shared/limits';
import { optionalPastInstant } from '../shared/clock';
import { dateRangeFields, END_NOT_BEFORE_START, endNotBeforeStart } from '../shared/date-range';
import { choice, clientId, optionalChoice, optionalText, pageSize, requiredNumber, timezoneOffsetMinutes, whenFieldsValid } from '../shared/fields';
import { text } from '../shared/text';
import { FEELINGS, GLUCOSE_UNITS, MEAL_CONTEXTS, READING_TYPES, type GlucoseUnit } from './enums';
import { GLUCOSE_MESSAGES, valueAtLeastMessage, valueBelowMessage } from './messages';
import { fromMgdl } from './units';

export const GLUCOSE_VALUE_MIN_MGDL = CLINICAL_LIMITS.glucoseMinMgdl;
export const GLUCOSE_VALUE_MAX_MGDL = CLINICAL_LIMITS.glucoseMaxMgdl;

/** The accepted range in the unit typed; mmol/L limits are rounded inwards to one decimal. */
export function glucoseValueLimits(unit: GlucoseUnit): { min: number; max: number } {
  if (unit === 'mg/dL') return { min: GLUCOSE_VALUE_MIN_MGDL, max: GLUCOSE_VALUE_MAX_MGDL };
  return {
    min: Math.ceil(fromMgdl(GLUCOSE_VALUE_MIN_MGDL, unit) * 10) / 10,
    max: Math.floor(fromMgdl(GLUCOSE_VALUE_MAX_MGDL, unit) * 10) / 10,
  };
}

function splitTags(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  return typeof value === 'string' ? value.split(',') : value;
}

/** Tags typed as "a, b,c" or sent as an array: trimmed, blanks dropped. */
export const tagsSchema = z.preprocess(
  splitTags,
  z
    .array(text('A tag', LIMITS.tagMax))
    .transform((tags) => tags.filter((tag) => tag !== ''))
    .refine((tags) => tags.length <= LIMITS.tagsMaxCount, `At most ${LIMITS.tagsMaxCount} tags`),
);

const readingFields = {
  value: requiredNumber({ required: GLUCOSE_MESSAGES.valueRequired, invalid: GLUCOSE_MESSAGES.valueInvalid }),
  unit: z.enum(GLUCOSE_UNITS, { error: `Unit must be one of: ${GLUCOSE_UNITS.join(', ')}` }).default('mg/dL'),
  /** Absent: the server records the time of the request. */
  timestamp: optionalPastInstant(GLUCOSE_MESSAGES.timestampInFuture),
  timezoneOffsetMinutes: timezoneOffsetMinutes.optional(),
  /** Optional: a reading logged without one is 'Not Specified'. */
  mealContext: optionalChoice(MEAL_CONTEXTS, 'Meal context').transform((context) => context ?? 'Not Specified'),
  readingType: choice(READING_TYPES, GLUCOSE_MESSAGES.readingTypeRequired, 'Reading type'),
  feeling: choice(FEELINGS, GLUCOSE_MESSAGES.feelingRequired, 'Feeling'),
  notes: optionalText('Notes', LIMITS.notesMax),
  tags: tagsSchema,
};

function checkValueRange(reading: { value: number; unit: GlucoseUnit }, ctx: z.RefinementCtx) {
  const limits = glucoseValueLimits(reading.unit);
  if (reading.value < limits.min) ctx.addIssue({ code: 'custom', path: ['value'], message: valueAtLeastMessage(String(limits.min)) });
  if (reading.value > limits.max) ctx.addIssue({ code: 'custom', path: ['value'], message: valueBelowMessage(String(limits.max)) });
}

const rangeCheckOptions = { when: whenFieldsValid('value', 'unit') };

export const logGlucoseReadingSchema = z.object({ _id: clientId, ...readingFields }).superRefine(checkValueRange, rangeCheckOptions);
export type LogGlucoseReading = z.output<typeof logGlucoseReadingSchema>;
export type LogGlucoseReadingInput = z.input<typeof logGlucoseReadingSchema>;

/** A correction replaces the reading's fields; without a timestamp the reading keeps its time. */
export const updateGlucoseReadingSchema = z.object(readingFields).superRefine(checkValueRange, rangeCheckOptions);
export type UpdateGlucoseReading = z.output<typeof updateGlucoseReadingSchema>;

export const glucoseListQuerySchema = z
  .object({ ...dateRangeFields, limit: pageSize(LIMITS.glucoseListDefault, LIMITS.glucoseListMax) })
  .refine(endNotBeforeStart, END_NOT_BEFORE_START);
export type GlucoseListQuery = z.output<typeof glucoseListQuerySchema>;

export const glucoseStatsQuerySchema = z.object(dateRangeFields).refine(endNotBeforeStart, END_NOT_BEFORE_START);
export type GlucoseStatsQuery = z.output<typeof glucoseStatsQuerySchema>;
