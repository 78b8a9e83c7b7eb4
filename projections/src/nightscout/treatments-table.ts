import type pg from 'pg';

export interface StoredTreatmentRef {
  id: string;
  kind: 'dose' | 'meal';
}

/**
 * The person's live treatments an `_id` (24 hex digits, the first of the record's UUID) names:
 * a meal bolus answered one `_id` for its dose and its meal, so both may come back.
 */
export async function treatmentsByObjectId(pool: pg.Pool, userId: string, objectId: string): Promise<StoredTreatmentRef[]> {
  const { rows } = await pool.query<StoredTreatmentRef>(
    `SELECT treatment_id::text AS id, kind FROM nightscout_treatments
      WHERE user_id = $1 AND left(replace(treatment_id::text, '-', ''), 24) = $2`,
    [userId, objectId.toLowerCase()],
  );
  return rows;
}

/** Which of these ids are the person's live treatments. */
export async function liveTreatmentIds(pool: pg.Pool, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await pool.query<{ id: string }>(
    `SELECT treatment_id::text AS id FROM nightscout_treatments WHERE user_id = $1 AND treatment_id = ANY($2::uuid[])`,
    [userId, ids],
  );
  return new Set(rows.map((row) => row.id));
}
