import type pg from 'pg';
import { glucoseTrend, TREND_WINDOW_MINUTES, type Trend } from '@glyco/contracts';

export interface LatestSensorReading {
  mgdl: number;
  takenAt: Date;
  /** From the sensor readings of the 15 minutes up to it; null when too few. */
  trend: Trend | null;
}

/** The person's newest CGM reading and its trend, for the bolus calculator; null without any. */
export async function loadLatestSensorReading(pool: pg.Pool, userId: string): Promise<LatestSensorReading | null> {
  const result = await pool.query<{ value_mgdl: number; taken_at: Date }>(
    `WITH newest AS (
       SELECT max(taken_at) AS taken_at FROM glucose_daily_readings WHERE user_id = $1 AND live AND source = 'cgm'
     )
     SELECT value_mgdl, r.taken_at FROM glucose_daily_readings r, newest
      WHERE r.user_id = $1 AND r.live AND r.source = 'cgm' AND r.taken_at >= newest.taken_at - make_interval(mins => $2)
      ORDER BY r.taken_at DESC, r.reading_id DESC`,
    [userId, TREND_WINDOW_MINUTES],
  );
  const newest = result.rows[0];
  if (!newest) return null;
  const trend = glucoseTrend(result.rows.map((row) => ({ value: row.value_mgdl, timestamp: row.taken_at })));
  return { mgdl: newest.value_mgdl, takenAt: newest.taken_at, trend: trend?.trend ?? null };
}
