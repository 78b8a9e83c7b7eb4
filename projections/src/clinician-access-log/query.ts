import type pg from 'pg';
import type { ClinicianAccessLog, ClinicianAccessLogEntry } from '@glyco/contracts';

interface EntryRow {
  access_id: string;
  kind: ClinicianAccessLogEntry['kind'];
  route: string | null;
  at: Date;
}

/** The patient's clinician access log, newest first, and how many entries it has in all. */
export async function listClinicianAccessLog(pool: pg.Pool, patientId: string, limit: number): Promise<ClinicianAccessLog> {
  const [entries, total] = await Promise.all([
    pool.query<EntryRow>(
      `SELECT access_id, kind, route, at FROM clinician_access_log WHERE patient_id = $1
       ORDER BY at DESC, position_commit DESC, position_prepare DESC LIMIT $2`,
      [patientId, limit],
    ),
    pool.query<{ n: number }>('SELECT count(*)::int AS n FROM clinician_access_log WHERE patient_id = $1', [patientId]),
  ]);
  return {
    entries: entries.rows.map((row) => ({ accessId: row.access_id, kind: row.kind, route: row.route, at: row.at.toISOString() })),
    totalCount: total.rows[0]!.n,
  };
}
