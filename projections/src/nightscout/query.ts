import type pg from 'pg';
import { presentNightscoutTreatment, type DoseDelivery, type InsulinType, type NightscoutTreatmentAnswer } from '@glyco/contracts';

/** Which entries, newest first: an inclusive time range and at most `count`. */
export interface NightscoutListQuery {
  count: number;
  from?: Date;
  to?: Date;
}

interface TreatmentRow {
  treatment_id: string;
  kind: 'dose' | 'meal';
  taken_at: Date;
  timezone_offset_minutes: number;
  insulin: number | null;
  insulin_type: InsulinType | null;
  carbs: number | null;
  device: string | null;
  notes: string;
  delivery: DoseDelivery | null;
}

/**
 * A person's doses and meals as Nightscout treatments, newest first. `delivery` is read by name
 * from the row: while version 2 of the read model builds, version 1 (without it) answers.
 */
export async function listNightscoutTreatments(pool: pg.Pool, userId: string, query: NightscoutListQuery): Promise<NightscoutTreatmentAnswer[]> {
  const { rows } = await pool.query<TreatmentRow>(
    `SELECT treatment_id, kind, taken_at, timezone_offset_minutes, insulin, insulin_type, carbs, device, notes,
            to_jsonb(t) ->> 'delivery' AS delivery
       FROM nightscout_treatments t
      WHERE user_id = $1 AND ($2::timestamptz IS NULL OR taken_at >= $2) AND ($3::timestamptz IS NULL OR taken_at <= $3)
      ORDER BY taken_at DESC, treatment_id DESC
      LIMIT $4`,
    [userId, query.from ?? null, query.to ?? null, query.count],
  );
  return rows.map((row) =>
    presentNightscoutTreatment({
      id: row.treatment_id,
      kind: row.kind,
      timestamp: row.taken_at.toISOString(),
      timezoneOffsetMinutes: row.timezone_offset_minutes,
      units: row.insulin ?? undefined,
      insulinType: row.insulin_type ?? undefined,
      carbs: row.carbs ?? undefined,
      deviceKind: row.device,
      notes: row.notes,
      delivery: row.delivery,
    }),
  );
}
