import type pg from 'pg';

export interface ReadingsBelow {
  count: number;
  /** mg/dL; null when there are none. */
  lowest: number | null;
}

/** How many of a user's readings taken within the (inclusive) range are below the threshold (mg/dL). */
export async function countReadingsBelow(pool: pg.Pool, userId: string, range: { startDate: string; endDate: string }, thresholdMgdl: number): Promise<ReadingsBelow> {
  const result = await pool.query<{ count: number; lowest: number | null }>(
    `SELECT count(*)::int AS count, min(value_mgdl)::float8 AS lowest
       FROM glucose_readings
      WHERE user_id = $1 AND taken_at >= $2 AND taken_at <= $3 AND value_mgdl < $4`,
    [userId, range.startDate, range.endDate, thresholdMgdl],
  );
  const row = result.rows[0];
  return { count: row?.count ?? 0, lowest: row?.lowest ?? null };
}
