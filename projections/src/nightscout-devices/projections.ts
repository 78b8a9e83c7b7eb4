import { NightscoutDeviceStatusReported, NightscoutProfileStored } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection, ProjectionContext } from '../engine/projection';

/** A stored event's own fields; the documents are objects by the catalogue's schema. */
const fieldsOf = (event: RecordedEvent) => event.data as Record<string, unknown> & { userId: string; document: Record<string, unknown> };

/**
 * nightscout_device_statuses: each status an uploader reported, as sent, newest first by its
 * time. A status is recorded once (its id derives from device and time), so ON CONFLICT keeps
 * the first. Statuses past their retention are left out of reads and pruned (query.ts).
 */
export const nightscoutDeviceStatusesProjection: Projection = {
  name: 'nightscout_device_statuses',
  version: 1,
  tables: ['nightscout_device_statuses'],
  personRows: { nightscout_device_statuses: 'user_id' },
  handles: [NightscoutDeviceStatusReported.type],
  async init({ sql, table, index }) {
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('nightscout_device_statuses')} (
      status_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      device text NOT NULL,
      created_at timestamptz NOT NULL,
      document jsonb NOT NULL
    )`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('nightscout_device_statuses', 'user_time')} ON ${table('nightscout_device_statuses')} (user_id, created_at DESC, status_id DESC)`);
  },
  apply: (ctx, event) => applyStatuses(ctx, [event]),
  applyBatch: applyStatuses,
};

async function applyStatuses({ sql, table }: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const rows = events.map(fieldsOf);
  await sql.query(
    `INSERT INTO ${table('nightscout_device_statuses')} (status_id, user_id, device, created_at, document)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::timestamptz[], $5::jsonb[])
     ON CONFLICT (status_id) DO NOTHING`,
    [rows.map((row) => row.statusId), rows.map((row) => row.userId), rows.map((row) => row.device), rows.map((row) => row.createdAt), rows.map((row) => JSON.stringify(row.document))],
  );
}

/** nightscout_profiles: therapy settings a loop uploaded, newest first by the time they start. */
export const nightscoutProfilesProjection: Projection = {
  name: 'nightscout_profiles',
  version: 1,
  tables: ['nightscout_profiles'],
  personRows: { nightscout_profiles: 'user_id' },
  handles: [NightscoutProfileStored.type],
  async init({ sql, table, index }) {
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('nightscout_profiles')} (
      profile_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      start_date timestamptz NOT NULL,
      document jsonb NOT NULL
    )`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('nightscout_profiles', 'user_start')} ON ${table('nightscout_profiles')} (user_id, start_date DESC, profile_id DESC)`);
  },
  apply: (ctx, event) => applyProfiles(ctx, [event]),
  applyBatch: applyProfiles,
};

async function applyProfiles({ sql, table }: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const rows = events.map(fieldsOf);
  await sql.query(
    `INSERT INTO ${table('nightscout_profiles')} (profile_id, user_id, start_date, document)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::jsonb[])
     ON CONFLICT (profile_id) DO NOTHING`,
    [rows.map((row) => row.profileId), rows.map((row) => row.userId), rows.map((row) => row.startDate), rows.map((row) => JSON.stringify(row.document))],
  );
}
