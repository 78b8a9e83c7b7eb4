import { TEMP_BASAL_EVENTS, TempBasalDeleted, type TempBasalLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection, ProjectionContext } from '../engine/projection';
import { deletionColumns, latestStates, type LatestState } from '../nightscout/latest-states';

const idOf = (data: Record<string, unknown>) => String(data.tempBasalId);

/**
 * temp_basals: the temporary basals and suspends a pump ran (start, minutes, a rate in U/h or a
 * percent of the schedule, the app that sent it). A delete removes the row and leaves its id in
 * the deletions table, so a redelivered log never brings it back.
 */
export const tempBasalsProjection: Projection = {
  name: 'temp_basals',
  version: 1,
  tables: ['temp_basals', 'temp_basal_deletions'],
  personRows: { temp_basals: 'user_id' },
  handles: TEMP_BASAL_EVENTS.map((definition) => definition.type),
  async init({ sql, table, index }) {
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('temp_basals')} (
      temp_basal_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      started_at timestamptz NOT NULL,
      timezone_offset_minutes integer NOT NULL,
      duration_minutes double precision NOT NULL,
      rate double precision,
      percent double precision,
      device text NOT NULL,
      revision bigint NOT NULL
    )`);
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('temp_basal_deletions')} (temp_basal_id uuid PRIMARY KEY, revision bigint NOT NULL)`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('temp_basals', 'user_time')} ON ${table('temp_basals')} (user_id, started_at DESC)`);
  },
  apply: (ctx, event) => applyBatch(ctx, [event]),
  applyBatch,
};

async function applyBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const { upserts, deletions } = latestStates<TempBasalLoggedData>(events, idOf, (type) => type === TempBasalDeleted.type);
  if (deletions.length > 0) await deleteRows(ctx, deletions);
  if (upserts.length > 0) await upsertRows(ctx, upserts);
}

async function deleteRows({ sql, table }: ProjectionContext, deletions: [string, bigint][]) {
  const [ids, revisions] = deletionColumns(deletions);
  await sql.query(`DELETE FROM ${table('temp_basals')} WHERE temp_basal_id = ANY($1::uuid[])`, [ids]);
  await sql.query(
    `INSERT INTO ${table('temp_basal_deletions')} (temp_basal_id, revision)
     SELECT * FROM unnest($1::uuid[], $2::bigint[]) ON CONFLICT (temp_basal_id) DO NOTHING`,
    [ids, revisions],
  );
}

async function upsertRows({ sql, table }: ProjectionContext, upserts: LatestState<TempBasalLoggedData>[]) {
  const column = <T>(pick: (data: TempBasalLoggedData) => T) => upserts.map((state) => pick(state.data));
  await sql.query(
    `INSERT INTO ${table('temp_basals')} AS current (temp_basal_id, user_id, started_at, timezone_offset_minutes, duration_minutes, rate, percent, device, revision)
     SELECT r.* FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::int[], $5::float8[], $6::float8[], $7::float8[], $8::text[], $9::bigint[])
            AS r(temp_basal_id, user_id, started_at, tz, duration_minutes, rate, percent, device, revision)
      WHERE NOT EXISTS (SELECT 1 FROM ${table('temp_basal_deletions')} d WHERE d.temp_basal_id = r.temp_basal_id)
     ON CONFLICT (temp_basal_id) DO UPDATE SET started_at = EXCLUDED.started_at, timezone_offset_minutes = EXCLUDED.timezone_offset_minutes,
       duration_minutes = EXCLUDED.duration_minutes, rate = EXCLUDED.rate, percent = EXCLUDED.percent, device = EXCLUDED.device, revision = EXCLUDED.revision
     WHERE current.revision < EXCLUDED.revision`,
    [
      upserts.map((state) => state.data.tempBasalId), column((d) => d.userId), column((d) => d.timestamp), column((d) => d.timezoneOffsetMinutes),
      column((d) => d.durationMinutes), column((d) => d.rate ?? null), column((d) => d.percent ?? null), column((d) => d.deviceKind),
      upserts.map((state) => state.revision.toString()),
    ],
  );
}
