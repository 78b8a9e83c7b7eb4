import type pg from 'pg';
import { analyseDigests, DEFAULT_TARGET_RANGE, digestByLocalDay, sourceOfReadingType, type ReadingType } from '@glyco/contracts';

/**
 * What the stats cost before the day digests: every raw reading of the year read and digested
 * at request time (the temporary loadGlucoseAnalysis), kept here as a point of comparison.
 */
export async function analyseRawYear(pool: pg.Pool, userId: string, start: Date, end: Date) {
  const result = await pool.query<{ value_mgdl: number; taken_at: Date; timezone_offset_minutes: number; reading_type: ReadingType }>(
    `SELECT value_mgdl, taken_at, timezone_offset_minutes, reading_type FROM glucose_readings WHERE user_id = $1 AND taken_at >= $2 AND taken_at <= $3`,
    [userId, start, end],
  );
  const samples = result.rows.map((row) => ({
    value: row.value_mgdl, timestamp: row.taken_at, timezoneOffsetMinutes: row.timezone_offset_minutes, source: sourceOfReadingType(row.reading_type),
  }));
  return analyseDigests(digestByLocalDay(samples), DEFAULT_TARGET_RANGE, { start, end: end.getTime() + 1 });
}
