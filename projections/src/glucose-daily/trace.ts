import type pg from 'pg';
import { DEFAULT_TARGET_RANGE, toDecimg, traceBucketMinutes, type GlucoseTrace, type GlucoseTraceQuery, type TargetRange } from '@glyco/contracts';
import { findUser } from '../users/query';

interface BucketRow {
  start: Date;
  count: number;
  min: number;
  max: number;
  mean: number;
  below: number;
  above: number;
}

/**
 * GET /api/glucose/trace: a person's live readings of an inclusive range folded into buckets aligned
 * on the range's start, each with its lowest, highest and mean value and how many readings were
 * below and above the person's target (compared at 0.1 mg/dL, as the metrics engine does). Sensor and meter readings alike; empty buckets are left out.
 */
/** Without `target`, the person's own target from `users` is used. */
export async function loadGlucoseTrace(pool: pg.Pool, userId: string, query: GlucoseTraceQuery, target?: TargetRange): Promise<GlucoseTrace> {
  const range = { start: new Date(query.startDate), end: new Date(query.endDate) };
  const bucketMinutes = traceBucketMinutes(range, query.buckets);
  target ??= (await findUser(pool, userId))?.targetGlucoseRange ?? DEFAULT_TARGET_RANGE;
  const result = await pool.query<BucketRow>(
    `SELECT date_bin(make_interval(mins => $4), taken_at, $2::timestamptz) AS start,
            count(*)::int AS count,
            round(min(value_mgdl)::numeric, 1)::float8 AS min,
            round(max(value_mgdl)::numeric, 1)::float8 AS max,
            round(avg(value_mgdl)::numeric, 1)::float8 AS mean,
            (count(*) FILTER (WHERE round(value_mgdl::numeric * 10) < $5))::int AS below,
            (count(*) FILTER (WHERE round(value_mgdl::numeric * 10) > $6))::int AS above
       FROM glucose_daily_readings
      WHERE user_id = $1 AND live AND taken_at >= $2 AND taken_at <= $3
      GROUP BY 1 ORDER BY 1`,
    [userId, range.start, range.end, bucketMinutes, toDecimg(target.min), toDecimg(target.max)],
  );
  return {
    window: { start: range.start.toISOString(), end: range.end.toISOString() },
    bucketMinutes,
    target: { min: target.min, max: target.max },
    buckets: result.rows.map((row) => ({ ...row, start: row.start.toISOString() })),
  };
}
