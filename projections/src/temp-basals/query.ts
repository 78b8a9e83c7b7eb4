import type pg from 'pg';
import type { RowQuery } from '../engine/row-query';
import type { TemporaryBasal } from '@glyco/contracts';

/** The longest a temporary basal runs (24 hours): one that started this long before a window may still run in it. */
const LONGEST_MS = 24 * 3_600_000;

export interface StoredTempBasal extends TemporaryBasal {
  id: string;
  timezoneOffsetMinutes: number;
  device: string;
}

interface Row {
  id: string;
  started_at: Date;
  timezone_offset_minutes: number;
  duration_minutes: number;
  rate: number | null;
  percent: number | null;
  device: string;
}

const present = (row: Row): StoredTempBasal => ({
  id: row.id,
  start: row.started_at.toISOString(),
  timezoneOffsetMinutes: row.timezone_offset_minutes,
  durationMinutes: row.duration_minutes,
  ...(row.rate === null ? {} : { rate: row.rate }),
  ...(row.percent === null ? {} : { percent: row.percent }),
  device: row.device,
});

/**
 * A person's live temporary basals that may run in a window, oldest first: those that started up
 * to a day before it (a longer-running one may still be going) until its end.
 */
export async function listTempBasalsAround(pool: pg.Pool, userId: string, window: { start: Date; end: Date }): Promise<StoredTempBasal[]> {
  const { rows } = await pool.query<Row>(
    `SELECT temp_basal_id::text AS id, started_at, timezone_offset_minutes, duration_minutes, rate, percent, device FROM temp_basals
      WHERE user_id = $1 AND started_at >= $2 AND started_at <= $3
      ORDER BY started_at, temp_basal_id`,
    [userId, new Date(window.start.getTime() - LONGEST_MS), window.end],
  );
  return rows.map(present);
}

/** A person's live temporary basals, newest first, for Nightscout's treatments read-back. */
export async function listTempBasalsBefore(pool: pg.Pool, userId: string, query: { from?: Date; to?: Date; count: number }): Promise<StoredTempBasal[]> {
  const { rows } = await pool.query<Row>(
    `SELECT temp_basal_id::text AS id, started_at, timezone_offset_minutes, duration_minutes, rate, percent, device FROM temp_basals
      WHERE user_id = $1 AND ($2::timestamptz IS NULL OR started_at >= $2) AND ($3::timestamptz IS NULL OR started_at <= $3)
      ORDER BY started_at DESC, temp_basal_id DESC LIMIT $4`,
    [userId, query.from ?? null, query.to ?? null, query.count],
  );
  return rows.map(present);
}

/** Which of these ids are the person's live temporary basals. */
export async function liveTempBasalIds(pool: pg.Pool, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await pool.query<{ id: string }>(`SELECT temp_basal_id::text AS id FROM temp_basals WHERE user_id = $1 AND temp_basal_id = ANY($2::uuid[])`, [userId, ids]);
  return new Set(rows.map((row) => row.id));
}

/** The person's live temporary basal an `_id` (24 hex digits, the first of its UUID) names, if any. */
export async function tempBasalByObjectId(pool: pg.Pool, userId: string, objectId: string): Promise<string | undefined> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT temp_basal_id::text AS id FROM temp_basals WHERE user_id = $1 AND left(replace(temp_basal_id::text, '-', ''), 24) = $2`,
    [userId, objectId.toLowerCase()],
  );
  return rows[0]?.id;
}

/** Every live temporary basal of the person, oldest first, for the account export. */
export function tempBasalsOldestFirstQuery(userId: string): RowQuery<Omit<StoredTempBasal, 'id'>> {
  return {
    text: `SELECT temp_basal_id::text AS id, started_at, timezone_offset_minutes, duration_minutes, rate, percent, device FROM temp_basals
            WHERE user_id = $1 ORDER BY started_at, temp_basal_id`,
    values: [userId],
    present: (row: Row) => {
      const { id: _id, ...temp } = present(row);
      return temp;
    },
  };
}
