import type pg from 'pg';
import { trendDirectionOf, type TrendDirection } from '@glyco/contracts';

/**
 * The arrow the device sent with a reading (Nightscout's `direction`), or null. Read by name from
 * the row, as the Nightscout entries are, so a list built before the column existed answers null.
 */
export async function loadReadingDirection(pool: pg.Pool, userId: string, readingId: string): Promise<TrendDirection | null> {
  const { rows } = await pool.query<{ direction: string | null }>(
    `SELECT to_jsonb(g) ->> 'direction' AS direction FROM glucose_readings g WHERE user_id = $1 AND reading_id = $2`,
    [userId, readingId],
  );
  return trendDirectionOf(rows[0]?.direction) ?? null;
}
