import { clinicianAccessLogSchema, clinicianAccessResponseSchema, clinicianPatientSchema, doctorAccessCodeResponseSchema } from '../clinician/responses';
import { clinicianAccessLogQuerySchema, clinicianAccessRequestSchema, doctorAccessCodeRequestSchema } from '../clinician/schemas';
import { defineRoute } from './define-route';

const tag = 'Clinician access';

export const clinicianRoutes = {
  redeem: defineRoute({
    method: 'POST',
    path: '/api/clinician/access',
    tag,
    summary: "Redeem a patient's doctor access code for a read-only session",
    caller: 'public',
    body: clinicianAccessRequestSchema,
    response: clinicianAccessResponseSchema,
    status: 201,
  }),
  patient: defineRoute({
    method: 'GET',
    path: '/api/clinician/patient',
    tag,
    summary: 'The patient a clinician session reads (clinician token only)',
    caller: 'clinician',
    response: clinicianPatientSchema,
  }),
  accessLog: defineRoute({
    method: 'GET',
    path: '/api/clinician/access-log',
    tag,
    summary: "The signed-in patient's clinician visits (one per session), newest first",
    caller: 'person',
    query: clinicianAccessLogQuerySchema,
    response: clinicianAccessLogSchema,
  }),
  issueCode: defineRoute({
    method: 'POST',
    path: '/api/clinician/access-code',
    tag,
    summary: "Issue a new doctor's access code (shown only in this answer); it replaces the one in force",
    caller: 'person',
    // An empty request asks for the default lifetime.
    body: doctorAccessCodeRequestSchema.prefault({}),
    response: doctorAccessCodeResponseSchema,
    status: 201,
  }),
  revokeCode: defineRoute({
    method: 'DELETE',
    path: '/api/clinician/access-code',
    tag,
    summary: "Revoke the doctor's access: their open sessions end at once",
    caller: 'person',
    status: 204,
  }),
} as const;
