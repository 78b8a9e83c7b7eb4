import type pg from 'pg';
import { nightscoutObjectIdOf, PROFILE_LIST_MAX } from '@glyco/contracts';

export interface DeviceStatusQuery {
  /** Statuses before this instant are past their retention: never answered. */
  keptFrom: Date;
  from?: Date | undefined;
  to?: Date | undefined;
  count: number;
}

interface DocumentRow {
  id: string;
  document: Record<string, unknown>;
}

const withId = (row: DocumentRow) => ({ _id: nightscoutObjectIdOf(row.id), ...row.document });

/** A person's device statuses as sent, newest first, each with its 24-hex `_id`. */
export async function listDeviceStatuses(pool: pg.Pool, userId: string, query: DeviceStatusQuery): Promise<Record<string, unknown>[]> {
  const { rows } = await pool.query<DocumentRow>(
    `SELECT status_id AS id, document FROM nightscout_device_statuses
      WHERE user_id = $1 AND created_at >= $2
        AND ($3::timestamptz IS NULL OR created_at >= $3) AND ($4::timestamptz IS NULL OR created_at <= $4)
      ORDER BY created_at DESC, status_id DESC
      LIMIT $5`,
    [userId, query.keptFrom, query.from ?? null, query.to ?? null, query.count],
  );
  return rows.map(withId);
}

/**
 * Deletes a person's statuses from before `keptFrom`. Reads already leave them out; this keeps
 * the table from growing, and runs as each upload arrives so no schedule is needed.
 */
export async function pruneDeviceStatuses(pool: pg.Pool, userId: string, keptFrom: Date): Promise<number> {
  const { rowCount } = await pool.query(`DELETE FROM nightscout_device_statuses WHERE user_id = $1 AND created_at < $2`, [userId, keptFrom]);
  return rowCount ?? 0;
}

/** A person's uploaded profiles, newest first. */
export async function listNightscoutProfiles(pool: pg.Pool, userId: string, count = PROFILE_LIST_MAX): Promise<Record<string, unknown>[]> {
  const { rows } = await pool.query<DocumentRow>(
    `SELECT profile_id AS id, document FROM nightscout_profiles WHERE user_id = $1 ORDER BY start_date DESC, profile_id DESC LIMIT $2`,
    [userId, Math.min(count, PROFILE_LIST_MAX)],
  );
  return rows.map(withId);
}
