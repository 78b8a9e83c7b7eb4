import { digestByLocalDay, type GlucoseDayDigest, type GlucoseSample, type GlucoseSource } from '@glyco/contracts';
import { columnList, jsonRowsSql } from '../engine/json-rows';
import type { ProjectionContext } from '../engine/projection';

/** One row of glucose_daily. */
export interface DayKey {
  userId: string;
  localDate: string;
  source: GlucoseSource;
}

interface SampleRow {
  user_id: string;
  value_mgdl: number;
  at_ms: number;
  timezone_offset_minutes: number;
  source: GlucoseSource;
}

const unnestDays = (days: readonly DayKey[]) => [days.map((day) => day.userId), days.map((day) => day.localDate), days.map((day) => day.source)];

/** The live readings of these days, per user, oldest first. */
async function liveSamplesOf({ sql, table }: ProjectionContext, days: readonly DayKey[]): Promise<Map<string, GlucoseSample[]>> {
  const result = await sql.query<SampleRow>(
    `SELECT r.user_id, r.value_mgdl, floor(extract(epoch FROM r.taken_at) * 1000)::float8 AS at_ms, r.timezone_offset_minutes, r.source
       FROM unnest($1::uuid[], $2::date[], $3::text[]) AS d(user_id, local_date, source)
       JOIN ${table('glucose_daily_readings')} r ON r.user_id = d.user_id AND r.local_date = d.local_date AND r.source = d.source AND r.live
      ORDER BY r.user_id, r.taken_at, r.reading_id`,
    unnestDays(days),
  );
  const byUser = new Map<string, GlucoseSample[]>();
  for (const row of result.rows) {
    const sample: GlucoseSample = { value: row.value_mgdl, timestamp: row.at_ms, timezoneOffsetMinutes: row.timezone_offset_minutes, source: row.source };
    const samples = byUser.get(row.user_id);
    if (samples) samples.push(sample);
    else byUser.set(row.user_id, [sample]);
  }
  return byUser;
}

type UserDigest = GlucoseDayDigest & { userId: string };

async function deleteDays({ sql, table }: ProjectionContext, days: readonly DayKey[]): Promise<void> {
  await sql.query(`DELETE FROM ${table('glucose_daily')} WHERE (user_id, local_date, source) IN (SELECT * FROM unnest($1::uuid[], $2::date[], $3::text[]))`, unnestDays(days));
}

const DIGEST_COLUMNS = {
  user_id: 'uuid', local_date: 'date', source: 'text', count: 'int', sum: 'bigint', sum_squares: 'bigint', min_decimg: 'int', max_decimg: 'int',
  band_counts: 'int[]', tight_count: 'int', first_at: 'timestamptz', last_at: 'timestamptz', gap_counts: 'jsonb', histogram: 'jsonb',
  time_of_day: 'jsonb', runs: 'jsonb',
};

async function insertDigests({ sql, table }: ProjectionContext, digests: readonly UserDigest[]): Promise<void> {
  if (digests.length === 0) return;
  const instant = (epochMs: number | null) => new Date(epochMs!).toISOString();
  const rows = digests.map(({ userId, date, source, tally, histogram, timeOfDay, runs }) => ({
    user_id: userId, local_date: date, source, count: tally.count, sum: tally.sum, sum_squares: tally.sumSquares, min_decimg: tally.minDecimg,
    max_decimg: tally.maxDecimg, band_counts: tally.bandCounts, tight_count: tally.tightCount, first_at: instant(tally.firstAt),
    last_at: instant(tally.lastAt), gap_counts: tally.gapCounts, histogram, time_of_day: timeOfDay, runs,
  }));
  await sql.query(
    `INSERT INTO ${table('glucose_daily')} (${columnList(DIGEST_COLUMNS)}) SELECT ${columnList(DIGEST_COLUMNS)} FROM ${jsonRowsSql(1, DIGEST_COLUMNS)}`,
    [JSON.stringify(rows)],
  );
}

/**
 * Digests these days again from their live readings (one read for all of them), so each stored
 * day equals digestByLocalDay of its readings; a day left without readings disappears.
 */
export async function digestDaysAgain(ctx: ProjectionContext, days: readonly DayKey[]): Promise<void> {
  if (days.length === 0) return;
  const samples = await liveSamplesOf(ctx, days);
  await deleteDays(ctx, days);
  await insertDigests(ctx, [...samples.entries()].flatMap(([userId, ofUser]) => digestByLocalDay(ofUser).map((digest) => ({ ...digest, userId }))));
}
