import { GLUCOSE_READING_EVENTS, GlucoseReadingDeleted, type GlucoseReadingLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import { columnList, jsonRowsSql } from '../engine/json-rows';
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
  personRows: { nightscout_entries: 'user_id' },
  shreddedReadingRows: { nightscout_entries: 'taken_at' },
  handles: GLUCOSE_READING_EVENTS.map((definition) => definition.type),
  async init({ sql, table }) {
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
  },
  async indexes({ sql, table, index }) {
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

const ENTRY_COLUMNS = {
  reading_id: 'uuid', user_id: 'uuid', value_mgdl: 'float8', taken_at: 'timestamptz', timezone_offset_minutes: 'int',
  reading_type: 'text', direction: 'text', device: 'text', revision: 'bigint',
};

async function upsertEntries({ sql, table }: ProjectionContext, upserts: LatestState<GlucoseReadingLoggedData>[]) {
  const rows = upserts.map(({ data, revision }) => ({
    reading_id: data.readingId, user_id: data.userId, value_mgdl: data.valueMgdl, taken_at: data.timestamp, timezone_offset_minutes: data.timezoneOffsetMinutes,
    reading_type: data.readingType, direction: data.direction ?? null, device: data.deviceKind ?? null, revision: revision.toString(),
  }));
  await sql.query(
    `INSERT INTO ${table('nightscout_entries')} AS current (${columnList(ENTRY_COLUMNS)})
     SELECT ${columnList(ENTRY_COLUMNS, 'r')} FROM ${jsonRowsSql(1, ENTRY_COLUMNS)}
      WHERE NOT EXISTS (SELECT 1 FROM ${table('nightscout_entry_deletions')} d WHERE d.reading_id = r.reading_id)
     ON CONFLICT (reading_id) DO UPDATE SET value_mgdl = EXCLUDED.value_mgdl, taken_at = EXCLUDED.taken_at,
       timezone_offset_minutes = EXCLUDED.timezone_offset_minutes, reading_type = EXCLUDED.reading_type,
       direction = EXCLUDED.direction, device = EXCLUDED.device, revision = EXCLUDED.revision
     WHERE current.revision < EXCLUDED.revision`,
    [JSON.stringify(rows)],
  );
}
