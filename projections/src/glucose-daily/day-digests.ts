import { digestByLocalDay, joinDayDigests, packRuns, unpackRuns, type GlucoseDayDigest, type PackedRuns, type GlucoseSample, type GlucoseSource, type GlucoseUnit, type HourSums, type TimeOfDayHistogram } from '@glyco/contracts';
import { columnList, excludedAssignments, jsonRowsSql } from '../engine/json-rows';
import type { ProjectionContext } from '../engine/projection';
import { COUNTS_COLUMNS, countsOfRow, rowOfCounts, type CountsRow } from './counts-rows';
import { tallyColumnsOf } from './merged-tallies-sql';
import type { StoredReading } from './reading-rows';

/** One row of glucose_daily. */
export interface DayKey {
  userId: string;
  localDate: string;
  source: GlucoseSource;
}

/** A reading new to the read model, by id. */
export type AddedReading = readonly [string, StoredReading];

/** A day a batch changed; `added` lists its new readings when the batch did nothing else to it. */
export interface TouchedDay extends DayKey {
  added: AddedReading[] | undefined;
}

interface SampleRow {
  user_id: string;
  value_mgdl: number;
  unit: GlucoseUnit;
  at_ms: number;
  timezone_offset_minutes: number;
  source: GlucoseSource;
}

const unnestDays = (days: readonly DayKey[]) => [days.map((day) => day.userId), days.map((day) => day.localDate), days.map((day) => day.source)];

/** The live readings of these days, per user, oldest first. */
async function liveSamplesOf({ sql, table }: ProjectionContext, days: readonly DayKey[]): Promise<Map<string, GlucoseSample[]>> {
  const result = await sql.query<SampleRow>(
    `SELECT r.user_id, r.value_mgdl, r.unit, floor(extract(epoch FROM r.taken_at) * 1000)::float8 AS at_ms, r.timezone_offset_minutes, r.source
       FROM unnest($1::uuid[], $2::date[], $3::text[]) AS d(user_id, local_date, source)
       JOIN ${table('glucose_daily_readings')} r ON r.user_id = d.user_id AND r.local_date = d.local_date AND r.source = d.source AND r.live
      ORDER BY r.user_id, r.taken_at, r.reading_id`,
    unnestDays(days),
  );
  const byUser = new Map<string, GlucoseSample[]>();
  for (const row of result.rows) {
    const sample: GlucoseSample = { value: row.value_mgdl, unit: row.unit, timestamp: row.at_ms, timezoneOffsetMinutes: row.timezone_offset_minutes, source: row.source };
    const samples = byUser.get(row.user_id);
    if (samples) samples.push(sample);
    else byUser.set(row.user_id, [sample]);
  }
  return byUser;
}

type UserDigest = GlucoseDayDigest & { userId: string };

async function deleteDays({ sql, table }: ProjectionContext, days: readonly DayKey[]): Promise<void> {
  if (days.length === 0) return;
  await sql.query(`DELETE FROM ${table('glucose_daily')} WHERE (user_id, local_date, source) IN (SELECT * FROM unnest($1::uuid[], $2::date[], $3::text[]))`, unnestDays(days));
}

const DIGEST_COLUMNS = { user_id: 'uuid', local_date: 'date', source: 'text', ...COUNTS_COLUMNS, time_of_day: 'json', runs: 'json', hours: 'json' };

const DIGEST_VALUE_COLUMNS = Object.keys(DIGEST_COLUMNS).filter((column) => !['user_id', 'local_date', 'source'].includes(column));

/** Each digest over its day's row, or as a new row. */
async function saveDigests({ sql, table }: ProjectionContext, digests: readonly UserDigest[]): Promise<void> {
  if (digests.length === 0) return;
  const rows = digests.map(({ userId, date, source, tally, histogram, timeOfDay, runs, hours }) => ({
    user_id: userId, local_date: date, source, ...rowOfCounts({ tally, histogram }), time_of_day: timeOfDay, runs: packRuns(runs), hours,
  }));
  await sql.query(
    `INSERT INTO ${table('glucose_daily')} (${columnList(DIGEST_COLUMNS)}) SELECT ${columnList(DIGEST_COLUMNS)} FROM ${jsonRowsSql(1, DIGEST_COLUMNS)}
     ON CONFLICT (user_id, local_date, source) DO UPDATE SET ${excludedAssignments(DIGEST_VALUE_COLUMNS)}`,
    [JSON.stringify(rows)],
  );
}

interface DigestRow extends CountsRow {
  user_id: string;
  local_date: string;
  source: GlucoseSource;
  time_of_day: TimeOfDayHistogram;
  runs: PackedRuns;
  hours: HourSums;
}

const digestOfRow = (row: DigestRow): GlucoseDayDigest => ({ date: row.local_date, source: row.source, ...countsOfRow(row), timeOfDay: row.time_of_day, runs: unpackRuns(row.runs), hours: row.hours });

/** The stored digests of these days, by day key. */
async function storedDigestsOf({ sql, table }: ProjectionContext, days: readonly DayKey[]): Promise<Map<string, GlucoseDayDigest>> {
  if (days.length === 0) return new Map();
  const result = await sql.query<DigestRow>(
    `SELECT d.user_id, d.local_date::text AS local_date, d.source, ${tallyColumnsOf('d')}, d.time_of_day, d.runs, d.hours
       FROM unnest($1::uuid[], $2::date[], $3::text[]) AS k(user_id, local_date, source)
       JOIN ${table('glucose_daily')} d USING (user_id, local_date, source)`,
    unnestDays(days),
  );
  return new Map(result.rows.map((row) => [keyOf({ userId: row.user_id, localDate: row.local_date, source: row.source }), digestOfRow(row)]));
}

export const keyOf = (day: DayKey) => `${day.userId}/${day.localDate}/${day.source}`;

/**
 * The day's digest with readings added after its last one or before its first (a backfill, an
 * export newest first), joined without reading the day again; undefined when the added readings
 * reach into the stored ones.
 */
function extendedDigest(stored: GlucoseDayDigest | undefined, added: readonly AddedReading[]): GlucoseDayDigest | undefined {
  // In the order digesting the day again reads them: by time, then by id.
  const samples = [...added]
    .sort(([idA, a], [idB, b]) => Date.parse(a.takenAt) - Date.parse(b.takenAt) || (idA < idB ? -1 : idA > idB ? 1 : 0))
    .map(([, reading]): GlucoseSample => ({ value: reading.valueMgdl, unit: reading.unit, timestamp: Date.parse(reading.takenAt), timezoneOffsetMinutes: reading.timezoneOffsetMinutes, source: reading.source }));
  const addedDigest = digestByLocalDay(samples)[0]!;
  if (!stored) return addedDigest;
  if (addedDigest.tally.firstAt! > stored.tally.lastAt!) return joinDayDigests(stored, addedDigest);
  if (addedDigest.tally.lastAt! < stored.tally.firstAt!) return joinDayDigests(addedDigest, stored);
  return undefined;
}

/** A day extended by readings after its last one or before its first: its digest before (none for a new day) and after. */
export interface ExtendedDay extends DayKey {
  before: GlucoseDayDigest | undefined;
  after: GlucoseDayDigest;
}

/**
 * Stores the digest of every day a batch changed, equal to digestByLocalDay of its live readings:
 * a day that only gained readings after its last one (a sensor's next readings) or before its
 * first is extended from its stored digest; any other is digested again from its live readings
 * (one read for all of them). Each digest is written over its day's row; a day left without
 * readings disappears. Answers which days were extended and which digested again.
 */
export async function digestDays(ctx: ProjectionContext, days: readonly TouchedDay[]): Promise<{ extended: ExtendedDay[]; again: DayKey[] }> {
  if (days.length === 0) return { extended: [], again: [] };
  const stored = await storedDigestsOf(ctx, days.filter((day) => day.added));
  const extended: ExtendedDay[] = [];
  const again: DayKey[] = [];
  for (const day of days) {
    const before = stored.get(keyOf(day));
    const after = day.added && extendedDigest(before, day.added);
    if (after) extended.push({ userId: day.userId, localDate: day.localDate, source: day.source, before, after });
    else again.push(day);
  }
  const samples = again.length > 0 ? await liveSamplesOf(ctx, again) : new Map<string, GlucoseSample[]>();
  const digests: UserDigest[] = [
    ...extended.map((day) => ({ ...day.after, userId: day.userId })),
    ...[...samples.entries()].flatMap(([userId, ofUser]) => digestByLocalDay(ofUser).map((digest) => ({ ...digest, userId }))),
  ];
  const kept = new Set(digests.map((digest) => keyOf({ userId: digest.userId, localDate: digest.date, source: digest.source })));
  await deleteDays(ctx, again.filter((day) => !kept.has(keyOf(day))));
  await saveDigests(ctx, digests);
  return { extended, again };
}
