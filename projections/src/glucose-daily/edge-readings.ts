import type pg from 'pg';
import type { GlucoseSample, GlucoseSource, GlucoseUnit, SensorLimit } from '@glyco/contracts';
import type { EdgeWindow } from './stats-range';

/** The live readings of the partly covered days at the ends of a range (see planStats), in one query. */
export async function loadEdgeSamples(pool: pg.Pool, userId: string, edges: readonly EdgeWindow[]): Promise<GlucoseSample[]> {
  if (edges.length === 0) return [];
  const params: unknown[] = [userId];
  const clauses = edges.map((edge) => {
    params.push(edge.start, edge.end, edge.localDateBefore ?? null, edge.localDateAfter ?? null);
    const [start, end, before, after] = [params.length - 3, params.length - 2, params.length - 1, params.length];
    return `(taken_at >= $${start} AND taken_at <= $${end} AND ($${before}::date IS NULL OR local_date < $${before}) AND ($${after}::date IS NULL OR local_date > $${after}))`;
  });
  const result = await pool.query<{ value_mgdl: number; unit: GlucoseUnit; at_ms: number; timezone_offset_minutes: number; source: GlucoseSource; sensor_limit: SensorLimit | null }>(
    `SELECT value_mgdl, unit, sensor_limit, floor(extract(epoch FROM taken_at) * 1000)::float8 AS at_ms, timezone_offset_minutes, source
       FROM glucose_daily_readings
      WHERE user_id = $1 AND live AND (${clauses.join(' OR ')})
      ORDER BY taken_at, reading_id`,
    params,
  );
  return result.rows.map((row) => {
    const sample: GlucoseSample = { value: row.value_mgdl, unit: row.unit, timestamp: row.at_ms, timezoneOffsetMinutes: row.timezone_offset_minutes, source: row.source };
    return row.sensor_limit ? { ...sample, sensorLimit: row.sensor_limit } : sample;
  });
}
