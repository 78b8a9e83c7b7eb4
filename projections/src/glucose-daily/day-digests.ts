import { digestByLocalDay, joinDayDigests, type GlucoseDayDigest, type GlucoseRun, type GlucoseSample, type GlucoseSource, type TimeOfDayHistogram } from '@glyco/contracts';
import { columnList } from '../engine/json-rows';
import { jsonRowsLiteral, textArrayLiteral } from '../engine/literals';
import type { BatchContext, ProjectionTables } from '../engine/projection';
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
  reading_id: string;
  user_id: string;
  value_mgdl: number;
  at_ms: number;
  timezone_offset_minutes: number;
  source: GlucoseSource;
}

/** `unnest(...) AS alias(user_id, local_date, source)` of these days, as literals. */
const daysSql = (days: readonly DayKey[], alias: string) =>
  `unnest(${textArrayLiteral(days.map((day) => day.userId), 'uuid')}, ${textArrayLiteral(days.map((day) => day.localDate), 'date')},
          ${textArrayLiteral(days.map((day) => day.source), 'text')}) AS ${alias}(user_id, local_date, source)`;

/**
 * The live readings of these days after the batch, per user, oldest first: the stored ones the
 * batch did not change, and the batch's own.
 */
async function liveSamplesOf({ read, table }: BatchContext, days: readonly DayKey[], changed: readonly AddedReading[]): Promise<Map<string, GlucoseSample[]>> {
  const changedIds = changed.map(([id]) => id);
  const result = await read.query<SampleRow>(
    `SELECT r.reading_id, r.user_id, r.value_mgdl, floor(extract(epoch FROM r.taken_at) * 1000)::float8 AS at_ms, r.timezone_offset_minutes, r.source
       FROM ${daysSql(days, 'd')}
       JOIN ${table('glucose_daily_readings')} r ON r.user_id = d.user_id AND r.local_date = d.local_date AND r.source = d.source AND r.live
      WHERE r.reading_id <> ALL(${textArrayLiteral(changedIds, 'uuid')})`,
  );
  const wanted = new Set(days.map(keyOf));
  const rows: SampleRow[] = [
    ...result.rows,
    ...changed
      .filter(([, reading]) => reading.live && wanted.has(keyOf(reading)))
      .map(([id, reading]) => ({
        reading_id: id, user_id: reading.userId, value_mgdl: reading.valueMgdl, at_ms: Date.parse(reading.takenAt),
        timezone_offset_minutes: reading.timezoneOffsetMinutes, source: reading.source,
      })),
  ];
  rows.sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : a.at_ms - b.at_ms || (a.reading_id < b.reading_id ? -1 : a.reading_id > b.reading_id ? 1 : 0)));
  const byUser = new Map<string, GlucoseSample[]>();
  for (const row of rows) {
    const sample: GlucoseSample = { value: row.value_mgdl, timestamp: row.at_ms, timezoneOffsetMinutes: row.timezone_offset_minutes, source: row.source };
    const samples = byUser.get(row.user_id);
    if (samples) samples.push(sample);
    else byUser.set(row.user_id, [sample]);
  }
  return byUser;
}

type UserDigest = GlucoseDayDigest & { userId: string };

const deleteDaysStatement = ({ table }: ProjectionTables, days: readonly DayKey[]): string =>
  `DELETE FROM ${table('glucose_daily')} WHERE (user_id, local_date, source) IN (SELECT * FROM ${daysSql(days, 'd')})`;

const DIGEST_COLUMNS = { user_id: 'uuid', local_date: 'date', source: 'text', ...COUNTS_COLUMNS, time_of_day: 'jsonb', runs: 'jsonb' };

function insertDigestsStatements({ table }: ProjectionTables, digests: readonly UserDigest[]): string[] {
  if (digests.length === 0) return [];
  const rows = digests.map(({ userId, date, source, tally, histogram, timeOfDay, runs }) => ({
    user_id: userId, local_date: date, source, ...rowOfCounts({ tally, histogram }), time_of_day: timeOfDay, runs,
  }));
  return [`INSERT INTO ${table('glucose_daily')} (${columnList(DIGEST_COLUMNS)}) SELECT ${columnList(DIGEST_COLUMNS)} FROM ${jsonRowsLiteral(rows, DIGEST_COLUMNS)}`];
}

export interface DigestRow extends CountsRow {
  user_id: string;
  local_date: string;
  source: GlucoseSource;
  time_of_day: TimeOfDayHistogram;
  runs: GlucoseRun[];
}

const digestOfRow = (row: DigestRow): GlucoseDayDigest => ({ date: row.local_date, source: row.source, ...countsOfRow(row), timeOfDay: row.time_of_day, runs: row.runs });

/** The stored digests of these days. */
export const storedDigestsQuery = ({ table }: ProjectionTables, days: readonly DayKey[]): string =>
  `SELECT d.user_id, d.local_date::text AS local_date, d.source, ${tallyColumnsOf('d')}, d.time_of_day, d.runs
     FROM ${daysSql(days, 'k')} JOIN ${table('glucose_daily')} d USING (user_id, local_date, source)`;

/** Stored digests by day key. */
export const storedDigestsOf = (rows: readonly DigestRow[]): Map<string, GlucoseDayDigest> =>
  new Map(rows.map((row) => [keyOf({ userId: row.user_id, localDate: row.local_date, source: row.source }), digestOfRow(row)]));

export const keyOf = (day: DayKey) => `${day.userId}/${day.localDate}/${day.source}`;

/**
 * The day's digest with readings added after its last one, joined without reading the day again;
 * undefined when one of them is not later than every stored reading.
 */
function extendedDigest(stored: GlucoseDayDigest | undefined, added: readonly AddedReading[]): GlucoseDayDigest | undefined {
  // In the order digesting the day again reads them: by time, then by id.
  const samples = [...added]
    .sort(([idA, a], [idB, b]) => Date.parse(a.takenAt) - Date.parse(b.takenAt) || (idA < idB ? -1 : idA > idB ? 1 : 0))
    .map(([, reading]): GlucoseSample => ({ value: reading.valueMgdl, timestamp: Date.parse(reading.takenAt), timezoneOffsetMinutes: reading.timezoneOffsetMinutes, source: reading.source }));
  const later = digestByLocalDay(samples)[0]!;
  if (!stored) return later;
  return later.tally.firstAt! > stored.tally.lastAt! ? joinDayDigests(stored, later) : undefined;
}

/** A day extended by readings after its last one: its digest before (none for a new day) and after. */
export interface ExtendedDay extends DayKey {
  before: GlucoseDayDigest | undefined;
  after: GlucoseDayDigest;
}

/** What a batch does to glucose_daily: the days extended and digested again, and the statements. */
export interface DigestPlan {
  extended: ExtendedDay[];
  again: DayKey[];
  statements: string[];
}

/**
 * The statements storing the digest of every day a batch changed, equal to digestByLocalDay of its
 * live readings: a day that only gained readings after its last one (a sensor's next readings) is
 * extended from its stored digest (`stored`, read with the batch's readings); any other is
 * digested again from its live readings after the batch (one read for all of them). A day left
 * without readings disappears.
 */
export async function planDigests(
  context: BatchContext,
  days: readonly TouchedDay[],
  stored: ReadonlyMap<string, GlucoseDayDigest>,
  changed: readonly AddedReading[],
): Promise<DigestPlan> {
  if (days.length === 0) return { extended: [], again: [], statements: [] };
  const extended: ExtendedDay[] = [];
  const again: DayKey[] = [];
  for (const day of days) {
    const before = stored.get(keyOf(day));
    const after = day.added && extendedDigest(before, day.added);
    if (after) extended.push({ userId: day.userId, localDate: day.localDate, source: day.source, before, after });
    else again.push(day);
  }
  const samples = again.length > 0 ? await liveSamplesOf(context, again, changed) : new Map<string, GlucoseSample[]>();
  const statements = [
    deleteDaysStatement(context, days),
    ...insertDigestsStatements(context, [
      ...extended.map((day) => ({ ...day.after, userId: day.userId })),
      ...[...samples.entries()].flatMap(([userId, ofUser]) => digestByLocalDay(ofUser).map((digest) => ({ ...digest, userId }))),
    ]),
  ];
  return { extended, again, statements };
}
