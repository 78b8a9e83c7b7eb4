import type pg from 'pg';
import type { InsulinType } from '@glyco/contracts';

export interface InsulinTotal {
  insulinType: InsulinType;
  units: number;
  doses: number;
}

/** The units of insulin a user logged within the (inclusive) range, per insulin type, largest first. */
export async function sumInsulinUnits(pool: pg.Pool, userId: string, range: { startDate: string; endDate: string }): Promise<InsulinTotal[]> {
  const result = await pool.query<{ insulin_type: InsulinType; units: number; doses: number }>(
    `SELECT insulin_type, sum((record->>'units')::numeric)::float8 AS units, count(*)::int AS doses
       FROM insulin_doses
      WHERE user_id = $1 AND NOT deleted AND occurred_at >= $2 AND occurred_at <= $3
      GROUP BY insulin_type
      ORDER BY units DESC`,
    [userId, range.startDate, range.endDate],
  );
  return result.rows.map((row) => ({ insulinType: row.insulin_type, units: row.units, doses: row.doses }));
}
