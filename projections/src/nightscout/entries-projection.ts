import { GLUCOSE_READING_EVENTS, GlucoseReadingDeleted, type GlucoseReadingLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection, ProjectionContext } from '../engine/projection';
import { deletionColumns, latestStates, type LatestState } from './latest-states';

/**
 * nightscout_entries: the readings as Nightscout followers ask for them (value, time, trend arrow,
 * device), newest first. A delete removes the row and leaves its id in the deletions table, so a
 * redelivered log never brings it back; among live rows the stream revision decides.
 */
export const nightscoutEntriesProjection: Projection = {
  name: 'nightscout_entries',
  version: 1,
  tables: ['nightscout_entries', 'nightscout_entry_deletions'],
  handles: GLUCOSE_READING_EVENTS.map((definition) => definition.type),
  async init({ sql, table, index }) {
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('nightscout_entries')} (
      reading_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      value_mgdl double precision NOT NULL,
      taken_at timestamptz NOT NULL,
      timezone_offset_minutes integer NOT NULL,
      reading_type text NOT NULL,
      direction text,
      device text,
      revision bigint NOT NULL
    )`);
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('nightscout_entry_deletions')} (reading_id uuid PRIMARY KEY, revision bigint NOT NULL)`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('nightscout_entries', 'user_time')} ON ${table('nightscout_entries')} (user_id, taken_at DESC, reading_id DESC)`);
  },
  apply: (ctx, event) => applyEntriesBatch(ctx, [event]),
  applyBatch: applyEntriesBatch,
};

async function applyEntriesBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const { upserts, deletions } = latestStates<GlucoseReadingLoggedData>(events, (data) => String(data.readingId), (type) => type === GlucoseReadingDeleted.type);
  if (deletions.length > 0) await deleteEntries(ctx, deletions);
  if (upserts.length > 0) await upsertEntries(ctx, upserts);
}

async function deleteEntries({ sql, table }: ProjectionContext, deletions: [string, bigint][]) {
  const [ids, revisions] = deletionColumns(deletions);
  await sql.query(`DELETE FROM ${table('nightscout_entries')} WHERE reading_id = ANY($1::uuid[])`, [ids]);
  await sql.query(
    `INSERT INTO ${table('nightscout_entry_deletions')} (reading_id, revision)
     SELECT * FROM unnest($1::uuid[], $2::bigint[]) ON CONFLICT (reading_id) DO NOTHING`,
    [ids, revisions],
  );
}

async function upsertEntries({ sql, table }: ProjectionContext, upserts: LatestState<GlucoseReadingLoggedData>[]) {
  const column = <T>(pick: (reading: GlucoseReadingLoggedData) => T) => upserts.map((state) => pick(state.data));
  await sql.query(
    `INSERT INTO ${table('nightscout_entries')} AS current (reading_id, user_id, value_mgdl, taken_at, timezone_offset_minutes,
       reading_type, direction, device, revision)
     SELECT r.* FROM unnest($1::uuid[], $2::uuid[], $3::float8[], $4::timestamptz[], $5::int[], $6::text[], $7::text[], $8::text[], $9::bigint[])
            AS r(reading_id, user_id, value_mgdl, taken_at, tz, reading_type, direction, device, revision)
      WHERE NOT EXISTS (SELECT 1 FROM ${table('nightscout_entry_deletions')} d WHERE d.reading_id = r.reading_id)
     ON CONFLICT (reading_id) DO UPDATE SET value_mgdl = EXCLUDED.value_mgdl, taken_at = EXCLUDED.taken_at,
       timezone_offset_minutes = EXCLUDED.timezone_offset_minutes, reading_type = EXCLUDED.reading_type,
       direction = EXCLUDED.direction, device = EXCLUDED.device, revision = EXCLUDED.revision
     WHERE current.revision < EXCLUDED.revision`,
    [
      column((r) => r.readingId), column((r) => r.userId), column((r) => r.valueMgdl), column((r) => r.timestamp),
      column((r) => r.timezoneOffsetMinutes), column((r) => r.readingType), column((r) => r.direction ?? null),
      column((r) => r.deviceKind ?? null), upserts.map((state) => state.revision.toString()),
    ],
  );
}
