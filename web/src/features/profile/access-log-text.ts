import type { ClinicianAccessLogEntry, ClinicianReadableRoute } from '@glyco/contracts';

const viewedRoutes: Record<ClinicianReadableRoute, string> = {
  'GET /api/clinician/patient': 'Viewed your medical summary',
  'GET /api/glucose': 'Viewed glucose readings',
  'GET /api/glucose/stats/overview': 'Viewed glucose statistics',
  'GET /api/meals': 'Viewed meals',
  'GET /api/insulin': 'Viewed insulin doses',
  'GET /api/reports/overview': 'Viewed the report overview',
  'GET /api/reports/export/csv': 'Exported data as CSV',
  'GET /api/reports/export/pdf': 'Downloaded the PDF report',
};

/** What the doctor did, in words. */
export function describeAccess(entry: Pick<ClinicianAccessLogEntry, 'kind' | 'route'>): string {
  if (entry.kind === 'started') return 'Opened your shared data';
  return viewedRoutes[entry.route as ClinicianReadableRoute] ?? 'Viewed your data';
}
