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

export const CLINICIAN_ACCESS_LOG_DEFAULT = 10;
export const CLINICIAN_ACCESS_LOG_MAX = 50;

/** GET /api/clinician/access-log?limit= (visits) */
export const clinicianAccessLogQuerySchema = z.object({
  limit: pageSize(CLINICIAN_ACCESS_LOG_DEFAULT, CLINICIAN_ACCESS_LOG_MAX),
});
export type ClinicianAccessLogQuery = z.output<typeof clinicianAccessLogQuerySchema>;
