import { GLUCOSE_READING_EVENTS, parseEvent, type GlucoseReadingLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { ProjectionContext } from '../engine/projection';

interface LatestState {
  reading: GlucoseReadingLoggedData;
  revision: bigint;
}

/**
 * A batch reduced to each reading's outcome: its newest state, or its deletion (which nothing
 * after it can undo). One statement per outcome kind instead of one per event.
 */
export function outcomesOf(events: readonly RecordedEvent[]) {
  const latest = new Map<string, LatestState>();
  const deleted = new Map<string, bigint>();
  for (const event of events) {
    const parsed = parseEvent(GLUCOSE_READING_EVENTS, event);
    const id = parsed.data.readingId;
    if (parsed.type === 'GlucoseReadingDeleted') {
      if (!deleted.has(id)) deleted.set(id, event.revision);
      latest.delete(id);
    } else if (!deleted.has(id) && (latest.get(id)?.revision ?? -1n) < event.revision) {
      latest.set(id, { reading: parsed.data, revision: event.revision });
    }
  }
  return { upserts: [...latest.values()], deletions: [...deleted.entries()] };
}

export async function applyReadingsBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const { upserts, deletions } = outcomesOf(events);
  if (deletions.length > 0) await deleteReadings(ctx, deletions);
  if (upserts.length > 0) await upsertReadings(ctx, upserts);
}

async function deleteReadings({ sql, table }: ProjectionContext, deletions: [string, bigint][]) {
  const ids = deletions.map(([id]) => id);
  await sql.query(`DELETE FROM ${table('glucose_readings')} WHERE reading_id = ANY($1::uuid[])`, [ids]);
  await sql.query(
    `INSERT INTO ${table('glucose_reading_deletions')} (reading_id, revision)
     SELECT * FROM unnest($1::uuid[], $2::bigint[]) ON CONFLICT (reading_id) DO NOTHING`,
    [ids, deletions.map(([, revision]) => revision.toString())],
  );
}

async function upsertReadings({ sql, table }: ProjectionContext, upserts: LatestState[]) {
  const column = <T>(pick: (state: LatestState) => T) => upserts.map(pick);
  await sql.query(
    `INSERT INTO ${table('glucose_readings')} AS current (reading_id, user_id, value_mgdl, entered_value, entered_unit, taken_at,
       timezone_offset_minutes, meal_context, reading_type, feeling, notes, tags, revision)
     SELECT r.reading_id, r.user_id, r.value_mgdl, r.entered_value, r.entered_unit, r.taken_at, r.tz, r.meal_context,
            r.reading_type, r.feeling, r.notes, ARRAY(SELECT jsonb_array_elements_text(r.tags)), r.revision
       FROM unnest($1::uuid[], $2::uuid[], $3::float8[], $4::float8[], $5::text[], $6::timestamptz[], $7::int[],
                   $8::text[], $9::text[], $10::text[], $11::text[], $12::jsonb[], $13::bigint[])
            AS r(reading_id, user_id, value_mgdl, entered_value, entered_unit, taken_at, tz, meal_context, reading_type, feeling, notes, tags, revision)
      WHERE NOT EXISTS (SELECT 1 FROM ${table('glucose_reading_deletions')} d WHERE d.reading_id = r.reading_id)
     ON CONFLICT (reading_id) DO UPDATE SET value_mgdl = EXCLUDED.value_mgdl, entered_value = EXCLUDED.entered_value,
       entered_unit = EXCLUDED.entered_unit, taken_at = EXCLUDED.taken_at, timezone_offset_minutes = EXCLUDED.timezone_offset_minutes,
       meal_context = EXCLUDED.meal_context, reading_type = EXCLUDED.reading_type, feeling = EXCLUDED.feeling,
       notes = EXCLUDED.notes, tags = EXCLUDED.tags, revision = EXCLUDED.revision
     WHERE current.revision < EXCLUDED.revision`,
    [
      column((s) => s.reading.readingId), column((s) => s.reading.userId), column((s) => s.reading.valueMgdl),
      column((s) => s.reading.entered.value), column((s) => s.reading.entered.unit), column((s) => s.reading.timestamp),
      column((s) => s.reading.timezoneOffsetMinutes), column((s) => s.reading.mealContext), column((s) => s.reading.readingType),
      column((s) => s.reading.feeling), column((s) => s.reading.notes), column((s) => JSON.stringify(s.reading.tags)),
      column((s) => s.revision.toString()),
    ],
  );
}
