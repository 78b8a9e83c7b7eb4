import { digestByLocalDay, type GlucoseDayDigest, type GlucoseSample, type GlucoseSource } from '@glyco/contracts';
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

async function insertDigests({ sql, table }: ProjectionContext, digests: readonly UserDigest[]): Promise<void> {
  if (digests.length === 0) return;
  const column = <T>(pick: (digest: UserDigest) => T) => digests.map(pick);
  const band = (index: number) => column((digest) => digest.tally.bandCounts[index]);
  const instant = (epochMs: number | null) => new Date(epochMs!).toISOString();
  await sql.query(
    `INSERT INTO ${table('glucose_daily')} (user_id, local_date, source, count, sum, sum_squares, min_decimg, max_decimg, band_counts, tight_count,
       first_at, last_at, gap_counts, histogram, time_of_day, runs)
     SELECT user_id, local_date, source, count, sum, sum_squares, min_decimg, max_decimg, ARRAY[b0, b1, b2, b3, b4], tight_count,
            first_at, last_at, gap_counts, histogram, time_of_day, runs
       FROM unnest($1::uuid[], $2::date[], $3::text[], $4::int[], $5::bigint[], $6::bigint[], $7::int[], $8::int[],
                   $9::int[], $10::int[], $11::int[], $12::int[], $13::int[], $14::int[],
                   $15::timestamptz[], $16::timestamptz[], $17::jsonb[], $18::jsonb[], $19::jsonb[], $20::jsonb[])
            AS d(user_id, local_date, source, count, sum, sum_squares, min_decimg, max_decimg, b0, b1, b2, b3, b4, tight_count,
                 first_at, last_at, gap_counts, histogram, time_of_day, runs)`,
    [
      column((d) => d.userId), column((d) => d.date), column((d) => d.source), column((d) => d.tally.count), column((d) => d.tally.sum),
      column((d) => d.tally.sumSquares), column((d) => d.tally.minDecimg), column((d) => d.tally.maxDecimg),
      band(0), band(1), band(2), band(3), band(4), column((d) => d.tally.tightCount),
      column((d) => instant(d.tally.firstAt)), column((d) => instant(d.tally.lastAt)), column((d) => JSON.stringify(d.tally.gapCounts)),
      column((d) => JSON.stringify(d.histogram)), column((d) => JSON.stringify(d.timeOfDay)), column((d) => JSON.stringify(d.runs)),
    ],
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
