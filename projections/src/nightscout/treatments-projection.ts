import {
  INSULIN_DOSE_EVENTS,
  InsulinDoseDeleted,
  MEAL_EVENTS,
  MealDeleted,
  type InsulinDoseLoggedData,
  type MealLoggedData,
} from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { Projection, ProjectionContext } from '../engine/projection';
import { deletionColumns, latestStates, type LatestState } from './latest-states';

type RecordData = (InsulinDoseLoggedData | MealLoggedData) & Record<string, unknown>;

const idOf = (data: Record<string, unknown>) => String(data.doseId ?? data.mealId);
const DELETIONS = new Set<string>([InsulinDoseDeleted.type, MealDeleted.type]);

/**
 * nightscout_treatments: doses and meals as Nightscout treatments (insulin or carbs, time, the
 * app that sent it), newest first. A delete removes the row and leaves its id in the deletions
 * table, so a redelivered log never brings it back; among live rows the stream revision decides.
 * Version 2 keeps how a pump gave a dose (`delivery`), so an SMB reads back as one.
 */
export const nightscoutTreatmentsProjection: Projection = {
  name: 'nightscout_treatments',
  version: 2,
  tables: ['nightscout_treatments', 'nightscout_treatment_deletions'],
  personRows: { nightscout_treatments: 'user_id' },
  handles: [...INSULIN_DOSE_EVENTS, ...MEAL_EVENTS].map((definition) => definition.type),
  async init({ sql, table, index }) {
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('nightscout_treatments')} (
      treatment_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      kind text NOT NULL,
      taken_at timestamptz NOT NULL,
      timezone_offset_minutes integer NOT NULL,
      insulin double precision,
      insulin_type text,
      carbs double precision,
      device text,
      notes text NOT NULL,
      delivery text,
      revision bigint NOT NULL
    )`);
    await sql.query(`CREATE TABLE IF NOT EXISTS ${table('nightscout_treatment_deletions')} (treatment_id uuid PRIMARY KEY, revision bigint NOT NULL)`);
    await sql.query(`CREATE INDEX IF NOT EXISTS ${index('nightscout_treatments', 'user_time')} ON ${table('nightscout_treatments')} (user_id, taken_at DESC, treatment_id DESC)`);
  },
  apply: (ctx, event) => applyTreatmentsBatch(ctx, [event]),
  applyBatch: applyTreatmentsBatch,
};

async function applyTreatmentsBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const { upserts, deletions } = latestStates<RecordData>(events, idOf, (type) => DELETIONS.has(type));
  if (deletions.length > 0) await deleteTreatments(ctx, deletions);
  if (upserts.length > 0) await upsertTreatments(ctx, upserts);
}

async function deleteTreatments({ sql, table }: ProjectionContext, deletions: [string, bigint][]) {
  const [ids, revisions] = deletionColumns(deletions);
  await sql.query(`DELETE FROM ${table('nightscout_treatments')} WHERE treatment_id = ANY($1::uuid[])`, [ids]);
  await sql.query(
    `INSERT INTO ${table('nightscout_treatment_deletions')} (treatment_id, revision)
     SELECT * FROM unnest($1::uuid[], $2::bigint[]) ON CONFLICT (treatment_id) DO NOTHING`,
    [ids, revisions],
  );
}

function isDose(data: RecordData): data is InsulinDoseLoggedData & Record<string, unknown> {
  return typeof data.doseId === 'string';
}

async function upsertTreatments({ sql, table }: ProjectionContext, upserts: LatestState<RecordData>[]) {
  const column = <T>(pick: (data: RecordData) => T) => upserts.map((state) => pick(state.data));
  await sql.query(
    `INSERT INTO ${table('nightscout_treatments')} AS current (treatment_id, user_id, kind, taken_at, timezone_offset_minutes,
       insulin, insulin_type, carbs, device, notes, delivery, revision)
     SELECT r.* FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::timestamptz[], $5::int[], $6::float8[], $7::text[],
                            $8::float8[], $9::text[], $10::text[], $11::text[], $12::bigint[])
            AS r(treatment_id, user_id, kind, taken_at, tz, insulin, insulin_type, carbs, device, notes, delivery, revision)
      WHERE NOT EXISTS (SELECT 1 FROM ${table('nightscout_treatment_deletions')} d WHERE d.treatment_id = r.treatment_id)
     ON CONFLICT (treatment_id) DO UPDATE SET taken_at = EXCLUDED.taken_at, timezone_offset_minutes = EXCLUDED.timezone_offset_minutes,
       insulin = EXCLUDED.insulin, insulin_type = EXCLUDED.insulin_type, carbs = EXCLUDED.carbs, device = EXCLUDED.device,
       notes = EXCLUDED.notes, delivery = EXCLUDED.delivery, revision = EXCLUDED.revision
     WHERE current.revision < EXCLUDED.revision`,
    [
      column(idOf), column((d) => d.userId), column((d) => (isDose(d) ? 'dose' : 'meal')), column((d) => d.timestamp),
      column((d) => d.timezoneOffsetMinutes), column((d) => (isDose(d) ? d.units : null)), column((d) => (isDose(d) ? d.insulinType : null)),
      column((d) => (isDose(d) ? null : (d as MealLoggedData).totalCarbs)), column((d) => d.deviceKind ?? null), column((d) => d.notes),
      column((d) => (isDose(d) ? (d.delivery ?? null) : null)),
      upserts.map((state) => state.revision.toString()),
    ],
  );
}
