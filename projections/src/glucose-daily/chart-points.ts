import type pg from 'pg';
import { bucketMeansOfHours, isoInstantOf, type HourSums } from '@glyco/contracts';

export interface ChartPoint {
  timestamp: string;
  value: number;
}

const IN_RANGE = 'user_id = $1 AND live AND taken_at >= $2 AND taken_at <= $3';

export interface GlucoseChart {
  points: ChartPoint[];
  /** The points are bucket means (there were more readings than `maxPoints`). */
  bucketed: boolean;
}

/**
 * A person's readings of an inclusive range in one scan: every reading, oldest first, while there
 * are at most `maxPoints`, else the mean of each epoch-aligned bucket of `bucketMinutes` at its start
 * (of the readings' decimg values, as `chartOfHours` gives it). `floor(v * 10 + 0.5)` is `toDecimg`'s
 * rounding, halves up: `round()` of a float8 rounds halves to even. The mean is taken in float8,
 * as Node.js takes it: a sum of whole decimg values is exact, and `floor(mean + 0.5)` is
 * `Math.round`. A numeric mean gave the same figures a third slower.
 */
export async function glucoseChart(pool: pg.Pool, userId: string, range: { start: Date; end: Date }, maxPoints: number, bucketMinutes: number): Promise<GlucoseChart> {
  const result = await pool.query<{ bucketed: boolean; at_ms: number; value: number }>(
    `SELECT bucketed, floor(extract(epoch FROM at) * 1000)::float8 AS at_ms, value FROM (
     WITH r AS MATERIALIZED (SELECT taken_at, reading_id, value_mgdl FROM glucose_daily_readings WHERE ${IN_RANGE}),
          fits AS (SELECT count(*) <= $4 AS fits FROM r)
     SELECT false AS bucketed, taken_at AS at, reading_id, round(value_mgdl::numeric, 1)::float8 AS value FROM r, fits WHERE fits.fits
     UNION ALL
     SELECT true, date_bin(make_interval(mins => $5), taken_at, timestamptz 'epoch'), NULL, floor(avg(floor(value_mgdl * 10 + 0.5)) + 0.5) / 10
       FROM r, fits WHERE NOT fits.fits GROUP BY 2
     ) points ORDER BY at, reading_id`,
    [userId, range.start, range.end, maxPoints, bucketMinutes],
  );
  return { points: result.rows.map((row) => ({ timestamp: isoInstantOf(row.at_ms), value: row.value })), bucketed: result.rows[0]?.bucketed ?? false };
}

/** The bucket means of a range from its days' hourly sums (`loadGlucoseAnalysis` with `hours`), for buckets of whole hours. */
export function chartOfHours(hours: readonly Readonly<HourSums>[], bucketMinutes: number): GlucoseChart {
  return { points: bucketMeansOfHours(hours, bucketMinutes).map((bucket) => ({ timestamp: isoInstantOf(bucket.at), value: bucket.value })), bucketed: true };
}
