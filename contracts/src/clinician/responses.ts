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

export const CLINICIAN_ACCESS_KINDS = ['started', 'viewed'] as const;

/** GET /api/clinician/access-log: newest first. */
export const clinicianAccessLogSchema = z.object({
  entries: z.array(
    z.object({
      accessId: z.string(),
      kind: z.enum(CLINICIAN_ACCESS_KINDS),
      /** The route read, for 'viewed'; null for 'started'. */
      route: z.string().nullable(),
      at: z.string(),
    }),
  ),
  totalCount: z.number().int(),
});
export type ClinicianAccessLog = z.infer<typeof clinicianAccessLogSchema>;
export type ClinicianAccessLogEntry = ClinicianAccessLog['entries'][number];
