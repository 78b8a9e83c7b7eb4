import type pg from 'pg';
import type { DailyTreatment } from '@glyco/contracts';

interface TreatmentRow {
  id: string;
  kind: 'meal' | 'dose';
  taken_at: Date;
  carbs: number | null;
  insulin: number | null;
  insulin_type: string | null;
  delivery: string | null;
}

const present = (row: TreatmentRow): DailyTreatment => ({
  id: row.id,
  kind: row.kind,
  at: row.taken_at.toISOString(),
  carbs: row.carbs,
  units: row.insulin,
  insulinType: row.insulin_type,
  automatic: row.delivery === 'automatic',
});

/** A person's live meals and doses between two instants, oldest first, with how a pump gave each dose. */
export async function listTreatmentsBetween(pool: pg.Pool, userId: string, window: { start: Date; end: Date }): Promise<DailyTreatment[]> {
  const { rows } = await pool.query<TreatmentRow>(
    `SELECT treatment_id::text AS id, kind, taken_at, carbs, insulin, insulin_type, delivery FROM nightscout_treatments
      WHERE user_id = $1 AND taken_at >= $2 AND taken_at <= $3
      ORDER BY taken_at, treatment_id`,
    [userId, window.start, window.end],
  );
  return rows.map(present);
}
