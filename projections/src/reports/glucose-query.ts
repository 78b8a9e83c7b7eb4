import type pg from 'pg';
import type { TargetRange } from '@glyco/contracts';
import type { ReportRange } from './report-range';

export interface GlucoseSummaryRow {
  count: number;
  average: number | null;
  min: number | null;
  max: number | null;
  below: number;
  above: number;
}

const IN_RANGE = 'user_id = $1 AND taken_at >= $2 AND taken_at <= $3';

/**
 * Values are compared with the target at 0.1 mg/dL, as everywhere else in the product
 * (`targetPosition`): a value rounds below `min` exactly when it is under `min - 0.05`, and above
 * `max` exactly when it is at least `max + 0.05`. Comparing floats keeps a year of readings fast.
 */
export async function summariseGlucose(pool: pg.Pool, userId: string, range: ReportRange, target: TargetRange): Promise<GlucoseSummaryRow> {
  const result = await pool.query<GlucoseSummaryRow>(
    `SELECT count(*)::int AS count, avg(value_mgdl) AS average, min(value_mgdl) AS min, max(value_mgdl) AS max,
            count(*) FILTER (WHERE value_mgdl < $4)::int AS below,
            count(*) FILTER (WHERE value_mgdl >= $5)::int AS above
       FROM glucose_readings WHERE ${IN_RANGE}`,
    [userId, range.start, range.end, target.min - 0.05, target.max + 0.05],
  );
  return result.rows[0]!;
}

export interface ChartPoint {
  timestamp: string;
  value: number;
}

/** The readings oldest first, or with `bucketMinutes` the mean of each epoch-aligned bucket at its start. */
export async function glucoseChartPoints(pool: pg.Pool, userId: string, range: ReportRange, bucketMinutes: number | null): Promise<ChartPoint[]> {
  const params = [userId, range.start, range.end];
  const result =
    bucketMinutes === null
      ? await pool.query<{ at: Date; value: number }>(
          `SELECT taken_at AS at, round(value_mgdl::numeric, 1)::float8 AS value
             FROM glucose_readings WHERE ${IN_RANGE} ORDER BY taken_at, reading_id`,
          params,
        )
      : await pool.query<{ at: Date; value: number }>(
          `SELECT date_bin(make_interval(mins => $4), taken_at, timestamptz 'epoch') AS at, round(avg(value_mgdl)::numeric, 1)::float8 AS value
             FROM glucose_readings WHERE ${IN_RANGE} GROUP BY 1 ORDER BY 1`,
          [...params, bucketMinutes],
        );
  return result.rows.map((row) => ({ timestamp: row.at.toISOString(), value: row.value }));
}
