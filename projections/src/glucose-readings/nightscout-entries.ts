import type pg from 'pg';
import { presentNightscoutEntry, type NightscoutEntryAnswer, type ReadingType, type TrendDirection } from '@glyco/contracts';
import type { NightscoutListQuery } from '../nightscout/query';

export type NightscoutEntryType = 'sgv' | 'mbg';

const READING_TYPE_OF: Record<NightscoutEntryType, ReadingType> = { sgv: 'CGM', mbg: 'Manual' };

interface EntryRow {
  reading_id: string;
  value_mgdl: number;
  taken_at: Date;
  timezone_offset_minutes: number;
  reading_type: ReadingType;
  direction: TrendDirection | null;
  device: string | null;
}

/**
 * A person's sensor (sgv) and meter (mbg) readings as Nightscout entries; `types` narrows them.
 * The trend and device are read by name from the row, not as columns: after an upgrade the list's
 * version 1 (without them) stays live while version 2 builds, and followers keep getting their
 * readings, without arrows, instead of an error.
 */
export async function listNightscoutEntries(
  pool: pg.Pool,
  userId: string,
  query: NightscoutListQuery & { types: readonly NightscoutEntryType[] },
): Promise<NightscoutEntryAnswer[]> {
  const { rows } = await pool.query<EntryRow>(
    `SELECT reading_id, value_mgdl, taken_at, timezone_offset_minutes, reading_type,
            to_jsonb(g) ->> 'direction' AS direction, to_jsonb(g) ->> 'device' AS device
       FROM glucose_readings g
      WHERE user_id = $1 AND reading_type = ANY($2::text[])
        AND ($3::timestamptz IS NULL OR taken_at >= $3) AND ($4::timestamptz IS NULL OR taken_at <= $4)
      ORDER BY taken_at DESC, reading_id DESC
      LIMIT $5`,
    [userId, query.types.map((type) => READING_TYPE_OF[type]), query.from ?? null, query.to ?? null, query.count],
  );
  return rows.map((row) =>
    presentNightscoutEntry({
      readingId: row.reading_id,
      valueMgdl: row.value_mgdl,
      timestamp: row.taken_at.toISOString(),
      timezoneOffsetMinutes: row.timezone_offset_minutes,
      readingType: row.reading_type,
      direction: row.direction,
      deviceKind: row.device,
    }),
  );
}
