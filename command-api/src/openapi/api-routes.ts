import { z } from 'zod';
import {
  auditPageSchema,
  auditQuerySchema,
  authResponseBodySchema,
  bolusCalculationSchema,
  calculateBolusRequestSchema,
  chatRequestSchema,
  chatResponseSchema,
  clinicianAccessLogQuerySchema,
  clinicianAccessLogSchema,
  clinicianAccessRequestSchema,
  clinicianAccessResponseSchema,
  clinicianPatientSchema,
  doctorAccessCodeRequestSchema,
  doctorAccessCodeResponseSchema,
  csvExportQuerySchema,
  currentGlucoseSchema,
  foodDetailSchema,
  foodSearchQuerySchema,
  foodSearchResponseSchema,
  forgotPasswordSchema,
  glucoseEpisodeListSchema,
  glucoseListQuerySchema,
  glucoseReadingListSchema,
  glucoseReadingSchema,
  glucoseStatsQuerySchema,
  glucoseStatsSchema,
  glucoseTraceQuerySchema,
  glucoseTraceSchema,
  insulinDoseListSchema,
  insulinDoseSchema,
  insulinListQuerySchema,
  logGlucoseReadingSchema,
  logInsulinDoseSchema,
  logMealSchema,
  loginSchema,
  mealListQuerySchema,
  mealListSchema,
  mealSchema,
  mealSuggestionListSchema,
  mealSuggestionQuerySchema,
  profileUpdateSchema,
  reportOverviewQuerySchema,
  reportOverviewSchema,
  updateGlucoseReadingSchema,
  updateInsulinDoseSchema,
  updateMealSchema,
  userResponseSchema,
} from '@glyco/contracts';
import { registerSchema, resetPasswordSchema } from '@glyco/contracts/accounts/new-password';
import { importAcceptedResponseSchema, importListResponseSchema, importResponseSchema } from '@glyco/contracts';
import { nightscoutListQuerySchema, nightscoutSecretResponseSchema, nightscoutSecretStateSchema, nightscoutUploadSchema } from '@glyco/contracts';

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI form: `/api/glucose/{id}`. */
  path: string;
  summary: string;
  tag: string;
  auth: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  responseType?: string;
  status?: number;
}

const messageSchema = z.object({ message: z.string() });
const route = (method: ApiRoute['method'], path: string, tag: string, summary: string, rest: Partial<ApiRoute> = {}): ApiRoute => ({
  method,
  path,
  tag,
  summary,
  auth: true,
  ...rest,
});

/** Every route of `/api`; the OpenAPI document and the route-coverage tests are generated from it. */
export const API_ROUTES: readonly ApiRoute[] = [
  route('get', '/api/health', 'System', 'Health of the database, event store and queue backend', { auth: false }),
  route('get', '/api/openapi.json', 'System', 'This document', { auth: false }),
  route('post', '/api/auth/register', 'Accounts', 'Create an account', { auth: false, body: registerSchema, response: authResponseBodySchema, status: 201 }),
  route('post', '/api/auth/login', 'Accounts', 'Sign in', { auth: false, body: loginSchema, response: authResponseBodySchema }),
  route('post', '/api/auth/forgot-password', 'Accounts', 'Email a password reset link', { auth: false, body: forgotPasswordSchema, response: messageSchema }),
  route('post', '/api/auth/reset-password', 'Accounts', 'Set a new password with a reset token', { auth: false, body: resetPasswordSchema, response: messageSchema }),
  route('get', '/api/auth/me', 'Accounts', 'The signed-in user', { response: userResponseSchema }),
  route('put', '/api/auth/profile', 'Accounts', 'Update the profile', { body: profileUpdateSchema, response: userResponseSchema }),
  route('post', '/api/auth/logout', 'Accounts', 'Revoke every token of the user', { status: 204 }),
  route('get', '/api/glucose', 'Glucose', 'Readings, newest first', { query: glucoseListQuerySchema, response: glucoseReadingListSchema }),
  route('post', '/api/glucose', 'Glucose', 'Log a reading', { body: logGlucoseReadingSchema, response: glucoseReadingSchema, status: 201 }),
  route('put', '/api/glucose/{id}', 'Glucose', 'Correct a reading', { body: updateGlucoseReadingSchema, response: glucoseReadingSchema }),
  route('delete', '/api/glucose/{id}', 'Glucose', 'Delete a reading (then 404)', { status: 204 }),
  route('get', '/api/glucose/stats/overview', 'Glucose', 'Statistics and consensus CGM metrics', { query: glucoseStatsQuerySchema, response: glucoseStatsSchema }),
  route('get', '/api/glucose/current', 'Glucose', 'The newest reading with its age and trend, and the figures of the last 24 hours (or last 50 readings)', { response: currentGlucoseSchema }),
  route('get', '/api/glucose/episodes', 'Glucose', 'Hypo- and hyperglycaemia episodes of a period (sensor readings)', { query: glucoseStatsQuerySchema, response: glucoseEpisodeListSchema }),
  route('get', '/api/glucose/trace', 'Glucose', 'A period downsampled into time buckets: lowest, highest and mean, and readings below and above target', { query: glucoseTraceQuerySchema, response: glucoseTraceSchema }),
  route('get', '/api/meals', 'Meals', 'Meals, newest first', { query: mealListQuerySchema, response: mealListSchema }),
  route('post', '/api/meals', 'Meals', 'Log a meal', { body: logMealSchema(), response: mealSchema, status: 201 }),
  route('put', '/api/meals/{id}', 'Meals', 'Correct a meal', { body: updateMealSchema(), response: mealSchema }),
  route('delete', '/api/meals/{id}', 'Meals', 'Delete a meal (then 404)', { status: 204 }),
  route('get', '/api/meals/suggestions/smart', 'Meals', 'Meals the user usually eats at this time', { query: mealSuggestionQuerySchema, response: mealSuggestionListSchema }),
  route('get', '/api/insulin', 'Insulin', 'Doses, newest first', { query: insulinListQuerySchema, response: insulinDoseListSchema }),
  route('post', '/api/insulin', 'Insulin', 'Log a dose', { body: logInsulinDoseSchema, response: insulinDoseSchema, status: 201 }),
  route('put', '/api/insulin/{id}', 'Insulin', 'Correct a dose', { body: updateInsulinDoseSchema, response: insulinDoseSchema }),
  route('delete', '/api/insulin/{id}', 'Insulin', 'Delete a dose (then 404)', { status: 204 }),
  route('post', '/api/insulin/calculate', 'Insulin', 'Suggest a bolus from the person\'s own settings (nothing is recorded)', { body: calculateBolusRequestSchema, response: bolusCalculationSchema }),
  route('get', '/api/reports/overview', 'Reports', 'Report overview of a period', { query: reportOverviewQuerySchema, response: reportOverviewSchema }),
  route('get', '/api/reports/export/csv', 'Reports', 'CSV export of glucose, meals or insulin (?type=) for a period', {
    query: csvExportQuerySchema,
    responseType: 'text/csv',
  }),
  route('get', '/api/reports/export/pdf', 'Reports', 'The clinical PDF report of a period', { query: reportOverviewQuerySchema, responseType: 'application/pdf' }),
  route('get', '/api/account/export', 'Accounts', 'Everything of the person as a zip: every record as JSON, the three CSVs and a README', { responseType: 'application/zip' }),
  route('get', '/api/account/export/fhir', 'Accounts', 'Everything of the person as a FHIR R4 Bundle (collection); a clinician session may download it', {
    responseType: 'application/fhir+json',
  }),
  route('get', '/api/foods/search', 'Foods', 'Search the food catalogue', { query: foodSearchQuerySchema, response: foodSearchResponseSchema }),
  route('get', '/api/foods/{id}', 'Foods', 'Nutrients per 100 g and household measures', { response: foodDetailSchema }),
  route('get', '/api/audit', 'Activity', 'Who changed what, when: the caller’s own changes, newest first', { query: auditQuerySchema, response: auditPageSchema }),
  route('post', '/api/chatbot', 'Assistant', 'Ask the assistant about your own data or a diabetes term', { body: chatRequestSchema, response: chatResponseSchema }),
  route('post', '/api/clinician/access', 'Clinician access', "Redeem a patient's doctor access code for a read-only session", {
    auth: false,
    body: clinicianAccessRequestSchema,
    response: clinicianAccessResponseSchema,
    status: 201,
  }),
  route('get', '/api/clinician/patient', 'Clinician access', 'The patient a clinician session reads (clinician token only)', { response: clinicianPatientSchema }),
  route('get', '/api/clinician/access-log', 'Clinician access', "The signed-in patient's clinician visits (one per session), newest first", {
    query: clinicianAccessLogQuerySchema,
    response: clinicianAccessLogSchema,
  }),
  route('post', '/api/clinician/access-code', 'Clinician access', "Issue a new doctor's access code (shown only in this answer); it replaces the one in force", {
    body: doctorAccessCodeRequestSchema,
    response: doctorAccessCodeResponseSchema,
    status: 201,
  }),
  route('delete', '/api/clinician/access-code', 'Clinician access', "Revoke the doctor's access: their open sessions end at once", { status: 204 }),
  route('get', '/api/nightscout/secret', 'Nightscout', 'Whether uploads are on, and since when (the secret is never shown again)', { response: nightscoutSecretStateSchema }),
  route('post', '/api/nightscout/secret', 'Nightscout', 'Make a new uploader secret (shown only in this answer); it replaces the one in force', { response: nightscoutSecretResponseSchema, status: 201 }),
  route('delete', '/api/nightscout/secret', 'Nightscout', 'Turn uploads off: the secret is refused at once', { status: 204 }),
  ...nightscoutV1Routes(),
  route('post', '/api/imports', 'Imports', 'Import a Dexcom Clarity or LibreView CSV, a Nightscout JSON or a Glyco CSV file: multipart field `file`, or the raw body with its content type; a job reads it', {
    response: importAcceptedResponseSchema,
    status: 202,
  }),
  route('get', '/api/imports', 'Imports', "The person's imports, newest first", { response: importListResponseSchema }),
  route('get', '/api/imports/{id}', 'Imports', 'An import: status, progress, counts and the first rows refused', { response: importResponseSchema }),
  route('delete', '/api/imports/{id}', 'Imports', 'Undo an import: every record it created is deleted', { status: 204 }),
];

/**
 * Nightscout's API v1, each path also with `.json`. Authenticated by the uploader secret
 * (`api-secret`, `?token=`, or `Authorization: Bearer <secret>`), not by a session.
 */
function nightscoutV1Routes(): ApiRoute[] {
  const both = (method: ApiRoute['method'], path: string, summary: string, rest: Partial<ApiRoute>) =>
    [path, `${path}.json`].map((variant) => route(method, variant, 'Nightscout', summary, { auth: false, ...rest }));
  return [
    ...both('get', '/api/v1/status', 'Server status and the person\'s units, as uploaders check them', {}),
    ...both('post', '/api/v1/entries', 'Upload sensor (sgv) and meter (mbg) values: one entry or an array', { body: nightscoutUploadSchema }),
    ...both('get', '/api/v1/entries', 'Entries, newest first', { query: nightscoutListQuerySchema }),
    ...both('get', '/api/v1/entries/sgv', 'Sensor values, newest first', { query: nightscoutListQuerySchema }),
    ...both('get', '/api/v1/entries/mbg', 'Meter values, newest first', { query: nightscoutListQuerySchema }),
    ...both('get', '/api/v1/entries/current', 'The latest sensor value', { query: nightscoutListQuerySchema }),
    ...both('post', '/api/v1/treatments', 'Upload boluses and carbs: one treatment or an array', { body: nightscoutUploadSchema }),
    ...both('get', '/api/v1/treatments', 'Treatments, newest first', { query: nightscoutListQuerySchema }),
    ...both('post', '/api/v1/devicestatus', 'Accepted and not kept: the phone\'s and pump\'s state', { body: nightscoutUploadSchema }),
    ...both('get', '/api/v1/verifyauth', 'Whether the secret is in force', {}),
  ];
}
