import type { AuditEntry, GlucoseReading, ImportResponse, InsulinDose, Meal } from '@glyco/contracts';
import { ENTRY_COLUMNS, toEntry } from '../audit-timeline/query';
import { toReading } from '../glucose-readings/query';
import { COLUMNS as IMPORT_COLUMNS, presentImport } from '../imports/query';
import type { ExportQuery } from './cursor-rows';

/*
 * Everything one person has in the read models, oldest first, for the complete export. Each
 * query names the person's id and nothing else, so no one else's row can appear.
 */

export function readingsQuery(userId: string): ExportQuery<GlucoseReading> {
  return {
    text: `SELECT reading_id, user_id, value_mgdl, entered_value, entered_unit, taken_at, timezone_offset_minutes,
                  meal_context, reading_type, feeling, notes, tags
             FROM glucose_readings WHERE user_id = $1 ORDER BY taken_at, reading_id`,
    values: [userId],
    present: toReading,
  };
}

export function mealsQuery(userId: string): ExportQuery<Meal> {
  return {
    text: 'SELECT record FROM meals WHERE user_id = $1 AND NOT deleted ORDER BY occurred_at, meal_id',
    values: [userId],
    present: (row: { record: Meal }) => row.record,
  };
}

export function dosesQuery(userId: string): ExportQuery<InsulinDose> {
  return {
    text: 'SELECT record FROM insulin_doses WHERE user_id = $1 AND NOT deleted ORDER BY occurred_at, dose_id',
    values: [userId],
    present: (row: { record: InsulinDose }) => row.record,
  };
}

export function importsQuery(userId: string): ExportQuery<ImportResponse> {
  return {
    text: `SELECT ${IMPORT_COLUMNS} FROM imports WHERE user_id = $1 ORDER BY created_at, import_id`,
    values: [userId],
    present: presentImport,
  };
}

export function activityQuery(userId: string): ExportQuery<AuditEntry> {
  return {
    text: `SELECT ${ENTRY_COLUMNS} FROM audit_timeline t WHERE t.user_id = $1 ORDER BY t.position_commit, t.position_prepare`,
    values: [userId],
    present: toEntry,
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

export function doctorAccessLogQuery(userId: string): ExportQuery<DoctorAccessLogLine> {
  return {
    text: `SELECT at, kind, access_id, route FROM clinician_access_log WHERE patient_id = $1
           UNION ALL
           SELECT changed_at, 'code-changed', NULL, NULL FROM clinician_access_code_changes WHERE patient_id = $1
           ORDER BY 1`,
    values: [userId],
    present: (row: AccessLogRow) => ({ at: row.at.toISOString(), kind: row.kind, accessId: row.access_id, route: row.route }),
  };
}
