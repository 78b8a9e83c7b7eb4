import type pg from 'pg';
import type { InsulinType } from '@glyco/contracts';
import { localDateSql, type DailyGroup } from '../engine/local-day-groups';
import type { Period } from '../engine/row-query';

const LIVE_IN_RANGE = 'user_id = $1 AND NOT deleted AND occurred_at >= $2 AND occurred_at <= $3';

export interface DosePoint {
  timestamp: string;
  units: number;
  insulinType: InsulinType;
}

/** A user's doses of the period as points on a time axis, oldest first. */
export async function listDosePoints(pool: pg.Pool, userId: string, period: Period): Promise<DosePoint[]> {
  const result = await pool.query<{ at: Date; units: number; insulin_type: InsulinType }>(
    `SELECT occurred_at AS at, (record->>'units')::float8 AS units, insulin_type
       FROM insulin_doses WHERE ${LIVE_IN_RANGE} ORDER BY occurred_at, dose_id`,
    [userId, period.start, period.end],
  );
  return result.rows.map((row) => ({ timestamp: row.at.toISOString(), units: row.units, insulinType: row.insulin_type }));
}

/** Units per local day and insulin type. */
export async function dailyInsulinGroups(pool: pg.Pool, userId: string, period: Period): Promise<DailyGroup<InsulinType>[]> {
  const result = await pool.query<DailyGroup<InsulinType>>(
    `SELECT ${localDateSql('occurred_at', 'record')} AS date, insulin_type AS kind,
            sum((record->>'units')::numeric)::float8 AS sum, count(*)::int AS count
       FROM insulin_doses WHERE ${LIVE_IN_RANGE} GROUP BY 1, 2`,
    [userId, period.start, period.end],
  );
  return result.rows;
}
