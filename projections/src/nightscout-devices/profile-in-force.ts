import type pg from 'pg';

/** The uploaded profile in force at an instant (the latest to start by then), or null when none was uploaded. */
export async function profileInForceAt(pool: pg.Pool, userId: string, at: Date): Promise<Record<string, unknown> | null> {
  const { rows } = await pool.query<{ document: Record<string, unknown> }>(
    `SELECT document FROM nightscout_profiles WHERE user_id = $1 AND start_date <= $2 ORDER BY start_date DESC, profile_id DESC LIMIT 1`,
    [userId, at],
  );
  return rows[0]?.document ?? null;
}
