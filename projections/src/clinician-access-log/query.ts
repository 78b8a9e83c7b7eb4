import type pg from 'pg';
import { CLINICIAN_TOKEN_LIFETIME_SECONDS, viewedAreas, type ClinicianAccessLog, type ClinicianAccessVisit } from '@glyco/contracts';
import type { RowQuery } from '../engine/row-query';

interface VisitRow {
  access_id: string;
  started_at: Date;
  last_seen_at: Date;
  reads: number;
  routes: string[];
  visit_count: number;
  revoked_at: Date | null;
}

/*
 * Visits are grouped here, at read time, rather than kept in a second table: a patient's log is
 * small (a session lasts at most CLINICIAN_TOKEN_LIFETIME_SECONDS), the per-event rows stay the
 * single record so counts cannot drift from it, and the read model needs no rebuild.
 * The visit's first row is its redemption, so min(at) is when it started.
 */
const VISITS_SQL = `
  WITH visits AS (
    SELECT access_id,
           min(at) AS started_at,
           max(at) AS last_seen_at,
           count(*) FILTER (WHERE kind = 'viewed')::int AS reads,
           coalesce(array_agg(DISTINCT route) FILTER (WHERE kind = 'viewed'), '{}') AS routes,
           count(*) OVER ()::int AS visit_count
      FROM clinician_access_log
     WHERE patient_id = $1
     GROUP BY access_id
     ORDER BY started_at DESC, access_id
     LIMIT $2)
  SELECT visits.*,
         (SELECT min(changed_at) FROM clinician_access_code_changes changes
           WHERE changes.patient_id = $1 AND changes.changed_at > visits.started_at
             AND changes.changed_at < visits.started_at + make_interval(secs => $3)) AS revoked_at
    FROM visits
   ORDER BY started_at DESC, access_id`;

/** The patient's clinician visits, newest first, and how many visits there are in all. */
export async function listClinicianAccessLog(pool: pg.Pool, patientId: string, limit: number): Promise<ClinicianAccessLog> {
  const { rows } = await pool.query<VisitRow>(VISITS_SQL, [patientId, limit, CLINICIAN_TOKEN_LIFETIME_SECONDS]);
  return { entries: rows.map(visitOf), totalCount: rows[0]?.visit_count ?? 0 };
}

function visitOf(row: VisitRow): ClinicianAccessVisit {
  return {
    accessId: row.access_id,
    startedAt: row.started_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    reads: row.reads,
    viewed: viewedAreas(row.routes),
    expiresAt: new Date(row.started_at.getTime() + CLINICIAN_TOKEN_LIFETIME_SECONDS * 1000).toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/** One line of the doctor's access log: a session started, a read, or a code issued or revoked. */
export interface DoctorAccessLogLine {
  at: string;
  kind: 'started' | 'viewed' | 'code-changed';
  accessId: string | null;
  route: string | null;
}

interface AccessLogRow {
  at: Date;
  kind: DoctorAccessLogLine['kind'];
  access_id: string | null;
  route: string | null;
}

/** Every line of the patient's doctor access log, oldest first, row by row: what the complete export streams. */
export function accessLogOldestFirstQuery(patientId: string): RowQuery<DoctorAccessLogLine> {
  return {
    text: `SELECT at, kind, access_id, route FROM clinician_access_log WHERE patient_id = $1
           UNION ALL
           SELECT changed_at, 'code-changed', NULL, NULL FROM clinician_access_code_changes WHERE patient_id = $1
           ORDER BY 1`,
    values: [patientId],
    present: (row: AccessLogRow) => ({ at: row.at.toISOString(), kind: row.kind, accessId: row.access_id, route: row.route }),
  };
}
