import type pg from 'pg';
import type { GlucoseSource, LimitReading, SensorLimit } from '@glyco/contracts';
import type { GlucoseRange } from './analysis';

/**
 * The distinct values at a sensor's limit ('Low', 'HI') among one person's live readings in a
 * range (instants, both inclusive, either open), from a partial index of those readings alone.
 */
export async function loadLimitReadings(pool: pg.Pool, userId: string, range: GlucoseRange): Promise<LimitReading[]> {
  const result = await pool.query<{ value_mgdl: number; sensor_limit: SensorLimit; source: GlucoseSource }>(
    `SELECT DISTINCT value_mgdl, sensor_limit, source FROM glucose_daily_readings
      WHERE user_id = $1 AND live AND sensor_limit IS NOT NULL
        AND ($2::timestamptz IS NULL OR taken_at >= $2) AND ($3::timestamptz IS NULL OR taken_at <= $3)`,
    [userId, range.startDate ?? null, range.endDate ?? null],
  );
  return result.rows.map((row) => ({ valueMgdl: row.value_mgdl, sensorLimit: row.sensor_limit, source: row.source }));
}
