import { ClinicianAccessStarted, ClinicianDataViewed } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/contracts/event-store';
import type { Projection } from '../engine/projection';

/**
 * clinician_access_log: one row per redemption ('started') and per clinician read ('viewed'),
 * the record of who read what and when; the patient's list groups it into visits (query.ts). Rows
 * are only ever added; the event id makes a redelivered event a no-op.
 */
export const clinicianAccessLogProjection: Projection = {
  name: 'clinician_access_log',
  version: 1,
  tables: ['clinician_access_log'],
  handles: [ClinicianAccessStarted.type, ClinicianDataViewed.type],
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
  },
  async apply({ sql, table }, event) {
    const entry = entryOf(event);
    await sql.query(
      `INSERT INTO ${table('clinician_access_log')} (event_id, patient_id, access_id, kind, route, at, position_commit, position_prepare)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (event_id) DO NOTHING`,
      [event.eventId, entry.patientId, entry.accessId, entry.kind, entry.route, event.recordedAt, String(event.position.commit), String(event.position.prepare)],
    );
  },
};

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
