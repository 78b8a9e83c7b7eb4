import { createHash } from 'node:crypto';
import { ClinicianAccessStarted, ClinicianDataViewed, ProfileUpdated, normalizeAccessCode, type ProfileChanges } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/contracts/event-store';
import type { Projection, ProjectionContext } from '../engine/projection';

/**
 * clinician_access_log: one row per redemption ('started') and per clinician read ('viewed'),
 * the record of who read what and when; the patient's list groups it into visits (query.ts). Rows
 * are only ever added; the event id makes a redelivered event a no-op.
 * clinician_access_code_changes: when the patient's doctor access code changed (a profile save
 * that keeps the code is not a change), which ends every session started before it.
 */
export const clinicianAccessLogProjection: Projection = {
  name: 'clinician_access_log',
  version: 2,
  tables: ['clinician_access_log', 'clinician_access_code_changes'],
  handles: [ClinicianAccessStarted.type, ClinicianDataViewed.type, ProfileUpdated.type],
  async init({ sql, table, index }) {
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('clinician_access_log')} (
      event_id uuid PRIMARY KEY,
      patient_id uuid NOT NULL,
      access_id uuid NOT NULL,
      kind text NOT NULL,
      route text,
      at timestamptz NOT NULL,
      position_commit numeric NOT NULL,
      position_prepare numeric NOT NULL
    )`);
    await sql.query(
      `CREATE INDEX IF NOT EXISTS ${index('clinician_access_log', 'by_patient')} ON ${table('clinician_access_log')} (patient_id, at DESC, position_commit DESC, position_prepare DESC)`,
    );
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('clinician_access_code_changes')} (
      event_id uuid PRIMARY KEY,
      patient_id uuid NOT NULL,
      code_sha256 text NOT NULL,
      changed_at timestamptz NOT NULL
    )`);
    await sql.query(
      `CREATE INDEX IF NOT EXISTS ${index('clinician_access_code_changes', 'by_patient')} ON ${table('clinician_access_code_changes')} (patient_id, changed_at DESC)`,
    );
  },
  async apply(ctx, event) {
    if (event.type === ProfileUpdated.type) return recordCodeChange(ctx, event);
    const { sql, table } = ctx;
    const entry = entryOf(event);
    await sql.query(
      `INSERT INTO ${table('clinician_access_log')} (event_id, patient_id, access_id, kind, route, at, position_commit, position_prepare)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (event_id) DO NOTHING`,
      [event.eventId, entry.patientId, entry.accessId, entry.kind, entry.route, event.recordedAt, String(event.position.commit), String(event.position.prepare)],
    );
  },
};

/** Keeps the SHA-256 of the new code (never the code) when it differs from the last one kept. */
async function recordCodeChange({ sql, table }: ProjectionContext, event: RecordedEvent) {
  const doctor = (event.data.changes as ProfileChanges).doctor;
  if (!doctor) return;
  const changes = table('clinician_access_code_changes');
  await sql.query(
    `INSERT INTO ${changes} (event_id, patient_id, code_sha256, changed_at)
     SELECT $1, $2, $3, $4
      WHERE $3 IS DISTINCT FROM coalesce((SELECT code_sha256 FROM ${changes} WHERE patient_id = $2 ORDER BY changed_at DESC LIMIT 1), $5)
     ON CONFLICT (event_id) DO NOTHING`,
    [event.eventId, String(event.data.userId), codeSha256(doctor.accessCode), event.recordedAt, NO_CODE_SHA256],
  );
}

const codeSha256 = (code: string) => createHash('sha256').update(normalizeAccessCode(code), 'utf8').digest('hex');
/** Before any save, the patient has no code: saving an empty one is not a change. */
const NO_CODE_SHA256 = codeSha256('');

function entryOf(event: RecordedEvent) {
  const data = event.data;
  const viewed = event.type === ClinicianDataViewed.type;
  return {
    patientId: String(data.patientId),
    accessId: String(data.accessId),
    kind: viewed ? 'viewed' : 'started',
    route: viewed ? String(data.route) : null,
  };
}
