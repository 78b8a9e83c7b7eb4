import type { GlucoseSource, ReadingType } from '@glyco/contracts';
import type { ProjectionContext } from '../engine/projection';

/** What this read model keeps of a reading: enough to digest its day again and to find its old day. */
export interface StoredReading {
  userId: string;
  localDate: string;
  source: GlucoseSource;
  readingType: ReadingType;
  valueMgdl: number;
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
  taken_at: Date;
  timezone_offset_minutes: number;
  live: boolean;
  revision: string;
}

/** The stored state of these readings, locked for the batch. */
export async function loadReadings({ sql, table }: ProjectionContext, readingIds: string[]): Promise<Map<string, StoredReading>> {
  const result = await sql.query<ReadingRow>(
    `SELECT reading_id, user_id, local_date::text AS local_date, source, reading_type, value_mgdl, taken_at, timezone_offset_minutes, live, revision
       FROM ${table('glucose_daily_readings')} WHERE reading_id = ANY($1::uuid[]) FOR UPDATE`,
    [readingIds],
  );
  return new Map(
    result.rows.map((row) => [
      row.reading_id,
      {
        userId: row.user_id, localDate: row.local_date, source: row.source, readingType: row.reading_type, valueMgdl: row.value_mgdl,
        takenAt: row.taken_at.toISOString(), timezoneOffsetMinutes: row.timezone_offset_minutes, live: row.live, revision: BigInt(row.revision),
      },
    ]),
  );
}

export async function saveReadings({ sql, table }: ProjectionContext, readings: (readonly [string, StoredReading])[]): Promise<void> {
  if (readings.length === 0) return;
  const column = <T>(pick: (reading: StoredReading) => T) => readings.map(([, reading]) => pick(reading));
  await sql.query(
    `INSERT INTO ${table('glucose_daily_readings')} (reading_id, user_id, local_date, source, reading_type, value_mgdl, taken_at, timezone_offset_minutes, live, revision)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::text[], $5::text[], $6::float8[], $7::timestamptz[], $8::int[], $9::boolean[], $10::bigint[])
     ON CONFLICT (reading_id) DO UPDATE SET local_date = EXCLUDED.local_date, source = EXCLUDED.source, reading_type = EXCLUDED.reading_type,
       value_mgdl = EXCLUDED.value_mgdl, taken_at = EXCLUDED.taken_at, timezone_offset_minutes = EXCLUDED.timezone_offset_minutes,
       live = EXCLUDED.live, revision = EXCLUDED.revision`,
    [
      readings.map(([id]) => id), column((r) => r.userId), column((r) => r.localDate), column((r) => r.source), column((r) => r.readingType),
      column((r) => r.valueMgdl), column((r) => r.takenAt), column((r) => r.timezoneOffsetMinutes), column((r) => r.live), column((r) => r.revision.toString()),
    ],
  );
}
