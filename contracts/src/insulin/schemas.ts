import { z } from 'zod';
import { END_NOT_BEFORE_START, dateRangeFields, endNotBeforeStart } from '../shared/date-range';
import { optionalPastInstant } from '../shared/clock';
import { choice, clientId, isBlankInput, optionalChoice, optionalText, pageNumber, pageSize, requiredNumber, timezoneOffsetMinutes } from '../shared/fields';
import { CLINICAL_LIMITS, LIMITS } from '../shared/limits';
import { INJECTION_SITES, INSULIN_TYPES } from './enums';
import { INSULIN_MESSAGES } from './messages';

export const INSULIN_UNITS_MIN = CLINICAL_LIMITS.insulinUnitsMin;
/** The form steps by half units; smaller doses (pens with 0.1 steps) are still accepted. */
export const INSULIN_UNITS_STEP = 0.5;
export const INSULIN_UNITS_MAX = CLINICAL_LIMITS.insulinUnitsMax;
export const PUMP_INSULIN_UNITS_MIN = CLINICAL_LIMITS.pumpInsulinUnitsMin;

const doseFields = {
  insulinType: choice(INSULIN_TYPES, INSULIN_MESSAGES.insulinTypeRequired, 'Insulin type'),
  units: requiredNumber({ required: INSULIN_MESSAGES.unitsRequired, invalid: INSULIN_MESSAGES.unitsInvalid }, (value) =>
    value.min(INSULIN_UNITS_MIN, INSULIN_MESSAGES.unitsNotPositive).max(INSULIN_UNITS_MAX, INSULIN_MESSAGES.unitsTooMany),
  ),
  brand: optionalText('Brand', LIMITS.insulinBrandMax),
  /** Absent: the server records the time of the request. */
  timestamp: optionalPastInstant(INSULIN_MESSAGES.timestampInFuture),
  timezoneOffsetMinutes: timezoneOffsetMinutes.optional(),
  injectionSite: optionalChoice(INJECTION_SITES, 'Injection site').transform((site) => site ?? 'Not Specified'),
  /** The meal the dose was taken for; blank means none. */
  relatedMeal: z.preprocess(
    (value) => (isBlankInput(value) ? undefined : value),
    z.uuid({ error: INSULIN_MESSAGES.relatedMealInvalid }).optional(),
  ),
  notes: optionalText('Notes', LIMITS.notesMax),
};

export const logInsulinDoseSchema = z.object({ _id: clientId, ...doseFields });

/** A dose a pump gave, as an uploader sends it: from PUMP_INSULIN_UNITS_MIN, where one typed by hand starts at INSULIN_UNITS_MIN. */
export const logPumpDoseSchema = logInsulinDoseSchema.extend({
  units: requiredNumber({ required: INSULIN_MESSAGES.unitsRequired, invalid: INSULIN_MESSAGES.unitsInvalid }, (value) =>
    value.min(PUMP_INSULIN_UNITS_MIN, INSULIN_MESSAGES.unitsNotPositive).max(INSULIN_UNITS_MAX, INSULIN_MESSAGES.unitsTooMany),
  ),
});
export type LogInsulinDose = z.output<typeof logInsulinDoseSchema>;
export type LogInsulinDoseInput = z.input<typeof logInsulinDoseSchema>;

/** A correction replaces the dose's fields; without a timestamp the dose keeps its time. */
export const updateInsulinDoseSchema = z.object(doseFields);
export type UpdateInsulinDose = z.output<typeof updateInsulinDoseSchema>;

export const insulinListQuerySchema = z
  .object({
    ...dateRangeFields,
    page: pageNumber(),
    limit: pageSize(LIMITS.pageSizeDefault, LIMITS.pageSizeMax),
    search: optionalText('Search', LIMITS.searchMax),
    type: optionalChoice(INSULIN_TYPES, 'Insulin type'),
  })
  .refine(endNotBeforeStart, END_NOT_BEFORE_START);
export type InsulinListQuery = z.output<typeof insulinListQuerySchema>;
