import type pg from 'pg';
import {
  DEFAULT_TARGET_RANGE, MGDL_PER_MMOLL, tenthsIn, traceBucketMinutes, type GlucoseTrace, type GlucoseTraceBucket, type GlucoseTraceQuery, type SensorLimit, type TargetRange,
} from '@glyco/contracts';
import { findUser } from '../users/query';

interface BucketRow {
  start: Date;
  count: number;
  min: number;
  max: number;
  mean: number;
  below: number;
  above: number;
  min_limit: SensorLimit | null;
  max_limit: SensorLimit | null;
}

/**
 * GET /api/glucose/trace: a person's live readings of an inclusive range folded into buckets aligned
 * on the range's start, each with its lowest, highest and mean value and how many readings were
 * below and above the person's target (as the metrics engine compares them: each reading in tenths of the unit it was entered
 * in, against the target in that unit; bands.ts), and whether the lowest or highest is a sensor's limit. Sensor and
 * meter readings alike; empty buckets are left out.
 */
/** A reading's value in tenths of the unit it was entered in (`tenthsIn`); $9 is mg/dL per mmol/L. */
const tenthsSql = `round((CASE WHEN unit = 'mmol/L' THEN value_mgdl / $9::float8 ELSE value_mgdl END)::numeric * 10)`;

/** The sensor limit the bucket's lowest or highest (`extreme`: min or max) is, when it is one. */
const limitSql = (extreme: 'min' | 'max') =>
  `CASE WHEN ${extreme}(value_mgdl) FILTER (WHERE sensor_limit = 'below') = ${extreme}(value_mgdl) THEN 'below'
        WHEN ${extreme}(value_mgdl) FILTER (WHERE sensor_limit = 'above') = ${extreme}(value_mgdl) THEN 'above' END`;

function bucketOf({ start, min_limit, max_limit, ...row }: BucketRow): GlucoseTraceBucket {
  return { ...row, start: start.toISOString(), ...(min_limit ? { minSensorLimit: min_limit } : {}), ...(max_limit ? { maxSensorLimit: max_limit } : {}) };
}

const targetTenths = (target: TargetRange, unit: 'mg/dL' | 'mmol/L') => [tenthsIn(target.min, unit), tenthsIn(target.max, unit)];

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
            (count(*) FILTER (WHERE ${tenthsSql} < (CASE WHEN unit = 'mmol/L' THEN $7::int ELSE $5::int END)))::int AS below,
            (count(*) FILTER (WHERE ${tenthsSql} > (CASE WHEN unit = 'mmol/L' THEN $8::int ELSE $6::int END)))::int AS above,
            ${limitSql('min')} AS min_limit, ${limitSql('max')} AS max_limit
       FROM glucose_daily_readings
      WHERE user_id = $1 AND live AND taken_at >= $2 AND taken_at <= $3
      GROUP BY 1 ORDER BY 1`,
    [userId, range.start, range.end, bucketMinutes, ...targetTenths(target, 'mg/dL'), ...targetTenths(target, 'mmol/L'), MGDL_PER_MMOLL],
  );
  return {
    window: { start: range.start.toISOString(), end: range.end.toISOString() },
    bucketMinutes,
    target: { min: target.min, max: target.max },
    buckets: result.rows.map(bucketOf),
  };
}
