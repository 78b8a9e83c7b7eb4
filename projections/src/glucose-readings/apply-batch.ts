import { GLUCOSE_READING_EVENTS, type GlucoseReadingLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import { insertNewRows, isCopied } from '../engine/copy-rows';
import { columnList } from '../engine/json-rows';
import { integerArrayLiteral, jsonRowsLiteral, textArrayLiteral } from '../engine/literals';
import type { ProjectionContext, ProjectionTables } from '../engine/projection';
import { parseRecorded } from '../engine/parsed-events';

interface LatestState {
  reading: GlucoseReadingLoggedData;
  revision: bigint;
  /** The batch holds the reading's first event: no earlier batch can have written its row. */
  first: boolean;
}

/**
 * A batch reduced to each reading's outcome: its newest state, or its deletion (which nothing
 * after it can undo). One statement per outcome kind instead of one per event.
 */
export function outcomesOf(events: readonly RecordedEvent[]) {
  const latest = new Map<string, LatestState>();
  const deleted = new Map<string, bigint>();
  for (const event of events) {
    const parsed = parseRecorded(GLUCOSE_READING_EVENTS, event);
    const id = parsed.data.readingId;
    if (parsed.type === 'GlucoseReadingDeleted') {
      if (!deleted.has(id)) deleted.set(id, event.revision);
      latest.delete(id);
    } else if (!deleted.has(id) && (latest.get(id)?.revision ?? -1n) < event.revision) {
      latest.set(id, { reading: parsed.data, revision: event.revision, first: latest.get(id)?.first ?? event.revision === 0n });
    }
  }
  return { upserts: [...latest.values()], deletions: [...deleted.entries()] };
}

/** A batch's statements, values as literals: the whole transaction goes in one round trip. */
export function readingsBatchStatements(tables: ProjectionTables, events: readonly RecordedEvent[]): string[] {
  return statementsOf(tables, outcomesOf(events));
}

function statementsOf(tables: ProjectionTables, { upserts, deletions }: ReturnType<typeof outcomesOf>): string[] {
  return [...(deletions.length > 0 ? deleteStatements(tables, deletions) : []), ...(upserts.length > 0 ? [upsertStatement(tables, upserts)] : [])];
}

/**
 * The same rows as the statements. In a batch large enough to copy (a rebuild's), readings the
 * batch logged, unless deleted before, are new rows; the others are upserted.
 */
export async function applyReadingsBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const outcomes = outcomesOf(events);
  const logged = outcomes.upserts.filter((upsert) => upsert.first);
  if (!isCopied(logged.length)) {
    for (const statement of statementsOf(ctx, outcomes)) await ctx.sql.query(statement);
    return;
  }
  const { upserts, deletions } = outcomes;
  for (const statement of deletions.length > 0 ? deleteStatements(ctx, deletions) : []) await ctx.sql.query(statement);
  const deletedBefore = await deletedAmong(ctx, logged);
  const isFresh = (upsert: LatestState) => upsert.first && !deletedBefore.has(upsert.reading.readingId);
  const fresh = upserts.filter(isFresh);
  const others = upserts.filter((upsert) => !isFresh(upsert));
  await insertNewRows(ctx.sql, {
    table: ctx.table('glucose_readings'), columns: READING_COLUMNS, rows: fresh.map(readingRow), upsert: () => ctx.sql.query(upsertStatement(ctx, fresh)),
  });
  if (others.length > 0) await ctx.sql.query(upsertStatement(ctx, others));
}

/** The ids among these readings' that an earlier batch deleted (an event delivered again). */
async function deletedAmong({ sql, table }: ProjectionContext, upserts: readonly LatestState[]): Promise<Set<string>> {
  if (upserts.length === 0) return new Set();
  const { rows } = await sql.query<{ reading_id: string }>(
    `SELECT reading_id FROM ${table('glucose_reading_deletions')} WHERE reading_id = ANY(${textArrayLiteral(upserts.map((upsert) => upsert.reading.readingId), 'uuid')})`,
  );
  return new Set(rows.map((row) => row.reading_id));
}

function deleteStatements({ table }: ProjectionTables, deletions: [string, bigint][]): string[] {
  const ids = textArrayLiteral(deletions.map(([id]) => id), 'uuid');
  return [
    `DELETE FROM ${table('glucose_readings')} WHERE reading_id = ANY(${ids})`,
    `INSERT INTO ${table('glucose_reading_deletions')} (reading_id, revision)
     SELECT * FROM unnest(${ids}, ${integerArrayLiteral(deletions.map(([, revision]) => revision), 'bigint')}) ON CONFLICT (reading_id) DO NOTHING`,
  ];
}

const READING_COLUMNS = {
  reading_id: 'uuid', user_id: 'uuid', value_mgdl: 'float8', entered_value: 'float8', entered_unit: 'text', taken_at: 'timestamptz',
  timezone_offset_minutes: 'int', meal_context: 'text', reading_type: 'text', feeling: 'text', notes: 'text', tags: 'text[]', direction: 'text', device: 'text',
  sensor_limit: 'text', revision: 'bigint',
};

const readingRow = ({ reading, revision }: LatestState) => ({
  reading_id: reading.readingId, user_id: reading.userId, value_mgdl: reading.valueMgdl, entered_value: reading.entered.value,
  entered_unit: reading.entered.unit, taken_at: reading.timestamp, timezone_offset_minutes: reading.timezoneOffsetMinutes,
  meal_context: reading.mealContext, reading_type: reading.readingType, feeling: reading.feeling, notes: reading.notes, tags: reading.tags,
  direction: reading.direction ?? null, device: reading.deviceKind ?? null, sensor_limit: reading.sensorLimit ?? null, revision: revision.toString(),
});

function upsertStatement({ table }: ProjectionTables, upserts: LatestState[]): string {
  const rows = upserts.map(readingRow);
  return `INSERT INTO ${table('glucose_readings')} AS current (${columnList(READING_COLUMNS)})
     SELECT r.reading_id, r.user_id, r.value_mgdl, r.entered_value, r.entered_unit, r.taken_at, r.timezone_offset_minutes, r.meal_context,
            r.reading_type, r.feeling, r.notes, r.tags, r.direction, r.device, r.sensor_limit, r.revision
       FROM ${jsonRowsLiteral(rows, READING_COLUMNS)}
      WHERE NOT EXISTS (SELECT 1 FROM ${table('glucose_reading_deletions')} d WHERE d.reading_id = r.reading_id)
     ON CONFLICT (reading_id) DO UPDATE SET value_mgdl = EXCLUDED.value_mgdl, entered_value = EXCLUDED.entered_value,
       entered_unit = EXCLUDED.entered_unit, taken_at = EXCLUDED.taken_at, timezone_offset_minutes = EXCLUDED.timezone_offset_minutes,
       meal_context = EXCLUDED.meal_context, reading_type = EXCLUDED.reading_type, feeling = EXCLUDED.feeling,
       notes = EXCLUDED.notes, tags = EXCLUDED.tags, direction = EXCLUDED.direction, device = EXCLUDED.device,
       sensor_limit = EXCLUDED.sensor_limit, revision = EXCLUDED.revision
     WHERE current.revision < EXCLUDED.revision`;
}
