import type { GlucoseSource, GlucoseUnit, ReadingType, SensorLimit } from '@glyco/contracts';
import { insertNewRows, isCopied } from '../engine/copy-rows';
import { columnList, excludedAssignments, jsonRowsSql } from '../engine/json-rows';
import type { ProjectionContext } from '../engine/projection';

/** What this read model keeps of a reading: enough to digest its day again and to find its old day. */
export interface StoredReading {
  userId: string;
  localDate: string;
  source: GlucoseSource;
  readingType: ReadingType;
  valueMgdl: number;
  /** The unit it was entered or uploaded in, which it is classified in. */
  unit: GlucoseUnit;
  /** Set when the value is a sensor's limit ('Low', 'HI'), for the lowest and highest figures. */
  sensorLimit: SensorLimit | null;
  takenAt: string;
  timezoneOffsetMinutes: number;
  live: boolean;
  revision: bigint;
}

interface ReadingRow {
  reading_id: string;
  user_id: string;
  local_date: string;
  source: GlucoseSource;
  reading_type: ReadingType;
  value_mgdl: number;
  unit: GlucoseUnit;
  sensor_limit: SensorLimit | null;
  taken_at: Date;
  timezone_offset_minutes: number;
  live: boolean;
  revision: string;
}

/** The stored state of these readings, locked for the batch. */
export async function loadReadings({ sql, table }: ProjectionContext, readingIds: string[]): Promise<Map<string, StoredReading>> {
  if (readingIds.length === 0) return new Map();
  const result = await sql.query<ReadingRow>(
    `SELECT reading_id, user_id, local_date::text AS local_date, source, reading_type, value_mgdl, unit, sensor_limit, taken_at, timezone_offset_minutes, live, revision
       FROM ${table('glucose_daily_readings')} WHERE reading_id = ANY($1::uuid[]) FOR UPDATE`,
    [readingIds],
  );
  return new Map(
    result.rows.map((row) => [
      row.reading_id,
      {
        userId: row.user_id, localDate: row.local_date, source: row.source, readingType: row.reading_type, valueMgdl: row.value_mgdl, unit: row.unit, sensorLimit: row.sensor_limit,
        takenAt: row.taken_at.toISOString(), timezoneOffsetMinutes: row.timezone_offset_minutes, live: row.live, revision: BigInt(row.revision),
      },
    ]),
  );
}

const READING_COLUMNS = {
  reading_id: 'uuid', user_id: 'uuid', local_date: 'date', source: 'text', reading_type: 'text', value_mgdl: 'float8', unit: 'text', sensor_limit: 'text', taken_at: 'timestamptz',
  timezone_offset_minutes: 'int', live: 'boolean', revision: 'bigint',
};

type ReadingStates = (readonly [string, StoredReading])[];

/** Gives the batch's reading states again from what was stored before it; `inserted` were not. */
export type Refold = (inserted: ReadonlySet<string>) => Promise<{ readings: ReadingStates }>;

/**
 * Writes the readings' new states: those `stored` did not hold as new rows, the others over theirs.
 * When `stored` was not looked up for every reading (`refold` given), a new row that exists after
 * all is caught: a copied batch rolls back to its savepoint, a small batch's insert skips it and
 * says which rows it wrote. `refold` then gives every state again from the readings stored before
 * the batch, and they are all written over their rows.
 */
export async function saveReadings(ctx: ProjectionContext, readings: ReadingStates, stored: ReadonlyMap<string, StoredReading>, refold?: Refold): Promise<void> {
  const addedRows = readings.filter(([id]) => !stored.has(id)).map(readingRow);
  let changed = readings.filter(([id]) => stored.has(id));
  if (refold && !isCopied(addedRows.length)) {
    const inserted = await insertAbsentRows(ctx, addedRows);
    if (inserted.size < addedRows.length) changed = (await refold(inserted)).readings;
  } else {
    const upsert = async () => {
      if (!refold) return upsertRows(ctx, addedRows);
      changed = (await refold(new Set())).readings;
    };
    await insertNewRows(ctx.sql, { table: ctx.table('glucose_daily_readings'), columns: READING_COLUMNS, rows: addedRows, upsert });
  }
  if (changed.length > 0) await upsertRows(ctx, changed.map(readingRow));
}

/** The rows of the document in $1 inserted into the readings; the caller adds its ON CONFLICT. */
const insertRowsSql = (table: string) =>
  `INSERT INTO ${table} (${columnList(READING_COLUMNS)}) SELECT ${columnList(READING_COLUMNS)} FROM ${jsonRowsSql(1, READING_COLUMNS)}`;

/** A reading's person and id never change: the rest is its state. */
const STATE_COLUMNS = Object.keys(READING_COLUMNS).filter((column) => column !== 'reading_id' && column !== 'user_id');

/** Inserts the rows whose reading has none yet; answers the ids it inserted. */
async function insertAbsentRows({ sql, table }: ProjectionContext, rows: Record<string, unknown>[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const result = await sql.query<{ reading_id: string }>(
    `${insertRowsSql(table('glucose_daily_readings'))} ON CONFLICT (reading_id) DO NOTHING RETURNING reading_id`,
    [JSON.stringify(rows)],
  );
  return new Set(result.rows.map((row) => row.reading_id));
}

const readingRow = ([id, reading]: readonly [string, StoredReading]) => ({
  reading_id: id, user_id: reading.userId, local_date: reading.localDate, source: reading.source, reading_type: reading.readingType,
  value_mgdl: reading.valueMgdl, unit: reading.unit, sensor_limit: reading.sensorLimit, taken_at: reading.takenAt, timezone_offset_minutes: reading.timezoneOffsetMinutes, live: reading.live,
  revision: reading.revision.toString(),
});

async function upsertRows({ sql, table }: ProjectionContext, rows: Record<string, unknown>[]): Promise<void> {
  await sql.query(
    `${insertRowsSql(table('glucose_daily_readings'))} ON CONFLICT (reading_id) DO UPDATE SET ${excludedAssignments(STATE_COLUMNS)}`,
    [JSON.stringify(rows)],
  );
}
