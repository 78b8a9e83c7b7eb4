import type pg from 'pg';

export interface ChartPoint {
  timestamp: string;
  value: number;
}

const IN_RANGE = 'user_id = $1 AND live AND taken_at >= $2 AND taken_at <= $3';

/** How many live readings a person took in an inclusive range, sensor and meter alike. */
export async function countReadings(pool: pg.Pool, userId: string, range: { start: Date; end: Date }): Promise<number> {
  const result = await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM glucose_daily_readings WHERE ${IN_RANGE}`, [userId, range.start, range.end]);
  return result.rows[0]?.count ?? 0;
}

/** A person's readings of an inclusive range, oldest first, or with `bucketMinutes` the mean of each epoch-aligned bucket at its start. */
export async function glucoseChartPoints(pool: pg.Pool, userId: string, range: { start: Date; end: Date }, bucketMinutes: number | null): Promise<ChartPoint[]> {
  const params = [userId, range.start, range.end];
  const result =
    bucketMinutes === null
      ? await pool.query<{ at: Date; value: number }>(
          `SELECT taken_at AS at, round(value_mgdl::numeric, 1)::float8 AS value
             FROM glucose_daily_readings WHERE ${IN_RANGE} ORDER BY taken_at, reading_id`,
          params,
        )
      : await pool.query<{ at: Date; value: number }>(
          `SELECT date_bin(make_interval(mins => $4), taken_at, timestamptz 'epoch') AS at, round(avg(value_mgdl)::numeric, 1)::float8 AS value
             FROM glucose_daily_readings WHERE ${IN_RANGE} GROUP BY 1 ORDER BY 1`,
          [...params, bucketMinutes],
        );
  return result.rows.map((row) => ({ timestamp: row.at.toISOString(), value: row.value }));
}
