import { AccountDeleted, ClinicianAccessStarted, ClinicianDataViewed, DoctorAccessCodeIssued, DoctorAccessRevoked } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection, ProjectionContext } from '../engine/projection';

/**
 * clinician_access_log: one row per redemption ('started') and per clinician read ('viewed'),
 * the record of who read what and when; the patient's list groups it into visits (query.ts). Rows
 * are only ever added; the event id makes a redelivered event a no-op.
 * clinician_access_code_changes: when the patient issued a new doctor access code or revoked
 * access, which ends every session started before it. Version 3 drops the SHA-256 of the codes
 * patients used to choose themselves, which version 2 kept. When the patient deletes their
 * account, their rows go and one 'account-deleted' row keeps only that an account was deleted, and when.
 */
export const clinicianAccessLogProjection: Projection = {
  name: 'clinician_access_log',
  version: 3,
  tables: ['clinician_access_log', 'clinician_access_code_changes'],
  personRows: { clinician_access_log: 'patient_id', clinician_access_code_changes: 'patient_id' },
  handles: [ClinicianAccessStarted.type, ClinicianDataViewed.type, DoctorAccessCodeIssued.type, DoctorAccessRevoked.type, AccountDeleted.type],
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
      changed_at timestamptz NOT NULL
    )`);
    await sql.query(
      `CREATE INDEX IF NOT EXISTS ${index('clinician_access_code_changes', 'by_patient')} ON ${table('clinician_access_code_changes')} (patient_id, changed_at DESC)`,
    );
  },
  async apply(ctx, event) {
    if (event.type === DoctorAccessCodeIssued.type || event.type === DoctorAccessRevoked.type) return recordCodeChange(ctx, event);
    const { sql, table } = ctx;
    const entry = entryOf(event);
    await sql.query(
      `INSERT INTO ${table('clinician_access_log')} (event_id, patient_id, access_id, kind, route, at, position_commit, position_prepare)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (event_id) DO NOTHING`,
      [event.eventId, entry.patientId, entry.accessId, entry.kind, entry.route, event.recordedAt, String(event.position.commit), String(event.position.prepare)],
    );
  },
};

/** Every issue and every revocation is a change: a new code always differs from the last. */
async function recordCodeChange({ sql, table }: ProjectionContext, event: RecordedEvent) {
  await sql.query(
    `INSERT INTO ${table('clinician_access_code_changes')} (event_id, patient_id, changed_at) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING`,
    [event.eventId, String(event.data.userId), event.recordedAt],
  );
}

function entryOf(event: RecordedEvent) {
  const data = event.data;
  if (event.type === AccountDeleted.type) return { patientId: String(data.userId), accessId: event.eventId, kind: 'account-deleted', route: null };
  const viewed = event.type === ClinicianDataViewed.type;
  return {
    patientId: String(data.patientId),
    accessId: String(data.accessId),
    kind: viewed ? 'viewed' : 'started',
    route: viewed ? String(data.route) : null,
  };
}
