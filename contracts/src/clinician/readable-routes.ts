/**
 * The only routes a clinician token may call, as `METHOD /path` in the API catalogue's form.
 * Everything else is refused: reads of other kinds and every write.
 */
export const CLINICIAN_READABLE_ROUTES = [
  'GET /api/clinician/patient',
  'GET /api/glucose',
  'GET /api/glucose/stats/overview',
  'GET /api/glucose/current',
  'GET /api/glucose/episodes',
  'GET /api/glucose/trace',
  'GET /api/meals',
  'GET /api/insulin',
  'GET /api/reports/overview',
  'GET /api/reports/export/csv',
  'GET /api/reports/export/pdf',
  'GET /api/account/export/fhir',
] as const;
export type ClinicianReadableRoute = (typeof CLINICIAN_READABLE_ROUTES)[number];

export function isClinicianReadable(route: string): route is ClinicianReadableRoute {
  return (CLINICIAN_READABLE_ROUTES as readonly string[]).includes(route);
}
