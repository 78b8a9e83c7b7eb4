import { z } from 'zod';
import { emailField } from '../accounts/fields';
import { pageSize, requiredString } from '../shared/fields';
import { LIMITS } from '../shared/limits';
import { CLINICIAN_MESSAGES } from './messages';

/** POST /api/clinician/access: the patient's email and the code from their profile. */
export const clinicianAccessRequestSchema = z.object({
  email: emailField,
  accessCode: requiredString(CLINICIAN_MESSAGES.accessCodeRequired, 'Access code', LIMITS.accessCodeMax),
});
export type ClinicianAccessRequest = z.output<typeof clinicianAccessRequestSchema>;
export type ClinicianAccessRequestInput = z.input<typeof clinicianAccessRequestSchema>;

/** How long a new doctor access code may last, in days; the patient picks one. */
export const DOCTOR_ACCESS_EXPIRY_DAYS = [1, 7, 30, 90] as const;
export const DOCTOR_ACCESS_DEFAULT_EXPIRY_DAYS = 30;

/** POST /api/clinician/access-code: a new code replaces the one in force. */
export const doctorAccessCodeRequestSchema = z.object({
  expiresInDays: z
    .literal(DOCTOR_ACCESS_EXPIRY_DAYS, { error: CLINICIAN_MESSAGES.expiryInvalid })
    .default(DOCTOR_ACCESS_DEFAULT_EXPIRY_DAYS),
});
export type DoctorAccessCodeRequest = z.output<typeof doctorAccessCodeRequestSchema>;

export const CLINICIAN_ACCESS_LOG_DEFAULT = 10;
export const CLINICIAN_ACCESS_LOG_MAX = 50;

/** GET /api/clinician/access-log?limit= (visits) */
export const clinicianAccessLogQuerySchema = z.object({
  limit: pageSize(CLINICIAN_ACCESS_LOG_DEFAULT, CLINICIAN_ACCESS_LOG_MAX),
});
export type ClinicianAccessLogQuery = z.output<typeof clinicianAccessLogQuerySchema>;
