import { z } from 'zod';
import { choice, isBlankInput, optionalText, requiredNumber, whenFieldsValid } from '../shared/fields';
import { LIMITS } from '../shared/limits';
import { GLUCOSE_UNITS } from '../glucose/enums';
import { bolusSettingsSchema } from '../insulin/bolus-calculator/settings';
import { alertSettingsSchema } from '../alerts/settings';
import { timeZoneSchema } from './time-zone';
import { DIABETES_TYPES } from './enums';
import { diagnosisDate, emailField, nameField, optionalEmailField } from './fields';
import { ACCOUNT_MESSAGES, PROFILE_MESSAGES } from './messages';

const targetMessages = { invalid: PROFILE_MESSAGES.targetNotANumber };

/** The user's target glucose range in mg/dL; it drives colours and in-range figures. */
export const targetGlucoseRangeSchema = z
  .object({
    min: requiredNumber({ ...targetMessages, required: PROFILE_MESSAGES.targetMinRequired }, (value) =>
      value.min(40, PROFILE_MESSAGES.targetMinBelow40).max(200, PROFILE_MESSAGES.targetMinAbove200),
    ),
    max: requiredNumber({ ...targetMessages, required: PROFILE_MESSAGES.targetMaxRequired }, (value) =>
      value.min(100, PROFILE_MESSAGES.targetMaxBelow100).max(300, PROFILE_MESSAGES.targetMaxAbove300),
    ),
  })
  .refine((range) => range.min < range.max, {
    message: PROFILE_MESSAGES.targetMinNotBelowMax,
    path: ['max'],
    when: whenFieldsValid('min', 'max'),
  });

export const emergencyContactSchema = z.object({
  name: optionalText('Name', LIMITS.nameMax),
  relationship: optionalText('Relationship', LIMITS.relationshipMax),
  phone: optionalText('Phone', LIMITS.phoneMax),
  email: optionalEmailField,
});
export type EmergencyContact = z.output<typeof emergencyContactSchema>;

export const doctorSchema = z.object({
  name: optionalText('Name', LIMITS.nameMax),
  phone: optionalText('Phone', LIMITS.phoneMax),
  email: optionalEmailField,
});
export type Doctor = z.output<typeof doctorSchema>;

export const settingsSchema = z.object({
  glucoseUnit: z.enum(GLUCOSE_UNITS, { error: `Glucose unit must be one of: ${GLUCOSE_UNITS.join(', ')}` }).optional(),
  darkMode: z.boolean({ error: 'Dark mode must be true or false' }).optional(),
  notificationsEnabled: z.boolean({ error: 'Notifications must be true or false' }).optional(),
  /** A blank choice leaves the zone as it is. */
  timeZone: z.preprocess((value) => (value === '' ? undefined : value), timeZoneSchema.optional()),
  /** Replaces the alert settings whole; parts left out take their defaults. */
  alerts: alertSettingsSchema.optional(),
});

/** Absent: unchanged; blank or null: cleared. */
const dateOfDiagnosisUpdate = z.preprocess((value) => (value !== undefined && isBlankInput(value) ? null : value), diagnosisDate.nullable().optional());

/** PUT /auth/profile: name and email always; every other part only when it changes. */
export const profileUpdateSchema = z.object({
  name: nameField,
  email: emailField,
  diabetesType: choice(DIABETES_TYPES, ACCOUNT_MESSAGES.diabetesTypeRequired, 'Diabetes type').optional(),
  dateOfDiagnosis: dateOfDiagnosisUpdate,
  insulinType: z.object({ basal: optionalText('Basal insulin', LIMITS.nameMax), bolus: optionalText('Bolus insulin', LIMITS.nameMax) }).optional(),
  targetGlucoseRange: targetGlucoseRangeSchema.optional(),
  emergencyContacts: z.array(emergencyContactSchema).max(LIMITS.emergencyContactsMax, PROFILE_MESSAGES.tooManyEmergencyContacts).optional(),
  doctor: doctorSchema.optional(),
  settings: settingsSchema.optional(),
  /** Absent: unchanged; null: the bolus calculator is turned off. */
  bolusSettings: bolusSettingsSchema.nullable().optional(),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
