import type { ClinicianAccessVisit } from './responses';
import type { ClinicianReadableRoute } from './readable-routes';

/** What each readable route shows the doctor, in the patient's words; listed in this order. */
export const CLINICIAN_VIEWED_AREAS: Record<ClinicianReadableRoute, string> = {
  'GET /api/glucose': 'glucose readings',
  'GET /api/glucose/stats/overview': 'glucose statistics',
  'GET /api/glucose/current': 'current glucose',
  'GET /api/glucose/episodes': 'glucose episodes',
  'GET /api/glucose/trace': 'glucose chart',
  'GET /api/daily-view': 'daily view',
  'GET /api/meals': 'meals',
  'GET /api/insulin': 'insulin doses',
  'GET /api/live': 'live updates',
  'GET /api/on-board': 'insulin and carbs on board',
  'GET /api/alerts': 'alerts',
  'GET /api/reports/overview': 'report overview',
  'GET /api/reports/export/csv': 'CSV export',
  'GET /api/reports/export/pdf': 'PDF report',
  'GET /api/account/export/fhir': 'FHIR export',
  'GET /api/clinician/patient': 'patient summary',
};

/** For a logged route that is no longer readable: the log outlives changes to the allowlist. */
const OTHER_AREA = 'other data';

export const CLINICIAN_ACCESS_LOG_TEXT = {
  opened: 'Opened your shared data',
  accessEnds: 'Access ends',
  accessEndedByCodeChange: 'Access ended when you issued a new code or revoked access at',
} as const;

/** The distinct areas behind the routes read, in the order of CLINICIAN_VIEWED_AREAS. */
export function viewedAreas(routes: readonly string[]): string[] {
  const known = Object.entries(CLINICIAN_VIEWED_AREAS).filter(([route]) => routes.includes(route)).map(([, area]) => area);
  const hasUnknown = routes.some((route) => !(route in CLINICIAN_VIEWED_AREAS));
  return hasUnknown ? [...known, OTHER_AREA] : known;
}

/** 'a', 'a and b', 'a, b and c'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What the doctor did in one visit: 'Viewed glucose readings and meals (12 reads)'. */
export function describeVisitActivity(visit: Pick<ClinicianAccessVisit, 'reads' | 'viewed'>): string {
  if (visit.reads === 0) return CLINICIAN_ACCESS_LOG_TEXT.opened;
  const reads = visit.reads === 1 ? '1 read' : `${visit.reads} reads`;
  return `Viewed ${listInWords(visit.viewed)} (${reads})`;
}
