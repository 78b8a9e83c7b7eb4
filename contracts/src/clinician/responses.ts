import { z } from 'zod';
import { DIABETES_TYPES } from '../accounts/enums';
import { GLUCOSE_UNITS } from '../glucose/enums';

const targetRange = z.object({ min: z.number(), max: z.number() });

/** 201 of POST /api/clinician/access: a read-only token and who it reads. */
export const clinicianAccessResponseSchema = z.object({
  token: z.string(),
  /** ISO instant the token stops working. */
  expiresAt: z.string(),
  patient: z.object({
    name: z.string(),
    diabetesType: z.enum(DIABETES_TYPES),
    targetGlucoseRange: targetRange,
    glucoseUnit: z.enum(GLUCOSE_UNITS),
  }),
});
export type ClinicianAccessResponse = z.infer<typeof clinicianAccessResponseSchema>;

/** 201 of POST /api/clinician/access-code: the only time the code is ever shown. */
export const doctorAccessCodeResponseSchema = z.object({
  code: z.string(),
  /** ISO instant the code stops granting access. */
  expiresAt: z.string(),
});
export type DoctorAccessCodeResponse = z.infer<typeof doctorAccessCodeResponseSchema>;

/** GET /api/clinician/patient: the patient's medical summary for the clinician's session. */
export const clinicianPatientSchema = z.object({
  name: z.string(),
  diabetesType: z.enum(DIABETES_TYPES),
  /** YYYY-MM-DD. */
  dateOfDiagnosis: z.string().nullable(),
  targetGlucoseRange: targetRange,
  glucoseUnit: z.enum(GLUCOSE_UNITS),
  insulinType: z.object({ basal: z.string(), bolus: z.string() }),
  accessExpiresAt: z.string(),
});
export type ClinicianPatient = z.infer<typeof clinicianPatientSchema>;

/** One clinician session (access id) as the patient sees it. */
export const clinicianAccessVisitSchema = z.object({
  accessId: z.string(),
  /** ISO instant the code was redeemed. */
  startedAt: z.string(),
  /** ISO instant of the last read, or of the redemption if nothing was read. */
  lastSeenAt: z.string(),
  reads: z.number().int(),
  /** The distinct areas read, in words ('glucose readings', 'meals'). */
  viewed: z.array(z.string()),
  /** ISO instant the session's token stops working. */
  expiresAt: z.string(),
  /** ISO instant the patient changed or cleared the code during the session, which ended it early. */
  revokedAt: z.string().nullable(),
});
export type ClinicianAccessVisit = z.infer<typeof clinicianAccessVisitSchema>;

/** GET /api/clinician/access-log: one entry per visit, newest first; `totalCount` counts visits. */
export const clinicianAccessLogSchema = z.object({
  entries: z.array(clinicianAccessVisitSchema),
  totalCount: z.number().int(),
});
export type ClinicianAccessLog = z.infer<typeof clinicianAccessLogSchema>;
