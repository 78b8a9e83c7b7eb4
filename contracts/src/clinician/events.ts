import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * On `clinician_access-<patientId>`: a clinician redeemed the patient's current access code.
 * `codeSha256` is the code's salted hash as issued (DoctorAccessCodeIssued.codeHash); events from
 * before codes were issued by the server hold the code's plain SHA-256.
 */
export const ClinicianAccessStarted = defineEvent(
  'ClinicianAccessStarted',
  1,
  z.object({ patientId: z.uuid(), accessId: z.uuid(), codeSha256: sha256Hex }),
);

/** On `clinician_access-<patientId>`: a clinician read the patient's data; `route` as in the allowlist. */
export const ClinicianDataViewed = defineEvent(
  'ClinicianDataViewed',
  1,
  z.object({ patientId: z.uuid(), accessId: z.uuid(), route: z.string(), query: z.string() }),
);

export const CLINICIAN_ACCESS_EVENTS = [ClinicianAccessStarted, ClinicianDataViewed] as const;
export type ClinicianAccessEvent = EventOf<(typeof CLINICIAN_ACCESS_EVENTS)[number]>;
