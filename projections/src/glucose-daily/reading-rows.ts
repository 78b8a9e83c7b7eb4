import type { ProjectionContext } from '../engine/projection';
import type { ReadingContribution } from './day-tally';

/** What this projection remembers of a reading: enough to take it out of its day again. */
export interface StoredReading extends ReadingContribution {
  userId: string;
  takenAt: string;
  timezoneOffsetMinutes: number;
  live: boolean;
  revision: bigint;
}

interface ReadingRow {
  reading_id: string;
  user_id: string;
  local_date: string;
  decimg: number;
  slot: string;
  taken_at: Date;
  timezone_offset_minutes: number;
  live: boolean;
  revision: string;
}

/** The stored contributions of these readings, locked for the batch. */
export async function loadReadings({ sql, table }: ProjectionContext, readingIds: string[]): Promise<Map<string, StoredReading>> {
  const result = await sql.query<ReadingRow>(
    `SELECT reading_id, user_id, local_date::text AS local_date, decimg, slot, taken_at, timezone_offset_minutes, live, revision
       FROM ${table('glucose_daily_readings')} WHERE reading_id = ANY($1::uuid[]) FOR UPDATE`,
    [readingIds],
  );
  return new Map(
    result.rows.map((row) => [
      row.reading_id,
      {
        userId: row.user_id, localDate: row.local_date, decimg: row.decimg, slot: Number(row.slot), takenAt: row.taken_at.toISOString(),
        timezoneOffsetMinutes: row.timezone_offset_minutes, live: row.live, revision: BigInt(row.revision),
      },
    ]),
  );
}

export async function saveReadings({ sql, table }: ProjectionContext, readings: (readonly [string, StoredReading])[]): Promise<void> {
  if (readings.length === 0) return;
  const column = <T>(pick: (reading: StoredReading) => T) => readings.map(([, reading]) => pick(reading));
  await sql.query(
    `INSERT INTO ${table('glucose_daily_readings')} (reading_id, user_id, local_date, decimg, slot, taken_at, timezone_offset_minutes, live, revision)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::int[], $5::bigint[], $6::timestamptz[], $7::int[], $8::boolean[], $9::bigint[])
     ON CONFLICT (reading_id) DO UPDATE SET local_date = EXCLUDED.local_date, decimg = EXCLUDED.decimg, slot = EXCLUDED.slot,
       taken_at = EXCLUDED.taken_at, timezone_offset_minutes = EXCLUDED.timezone_offset_minutes, live = EXCLUDED.live, revision = EXCLUDED.revision`,
    [
      readings.map(([id]) => id), column((r) => r.userId), column((r) => r.localDate), column((r) => r.decimg), column((r) => r.slot),
      column((r) => r.takenAt), column((r) => r.timezoneOffsetMinutes), column((r) => r.live), column((r) => r.revision.toString()),
    ],
  );
}
