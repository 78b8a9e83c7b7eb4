import type pg from 'pg';

/** Readings the person has stored. A failed count fails the caller, so a quota on it fails closed. */
export async function storedReadingsOf(pool: pg.Pool, userId: string): Promise<number> {
  const counted = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM glucose_readings WHERE user_id = $1', [userId]);
  return counted.rows[0]!.count;
}

/** When the person's stored sensor (CGM) readings were taken between two instants (epoch ms), in order. */
export async function storedSensorTimes(pool: pg.Pool, userId: string, from: number, to: number): Promise<number[]> {
  const { rows } = await pool.query<{ taken_at: Date }>(
    `SELECT taken_at FROM glucose_readings WHERE user_id = $1 AND reading_type = 'CGM' AND taken_at BETWEEN $2 AND $3 ORDER BY taken_at`,
    [userId, new Date(from), new Date(to)],
  );
  return rows.map((row) => row.taken_at.getTime());
}
