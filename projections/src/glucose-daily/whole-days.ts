import type pg from 'pg';
import { emptyTally, unpackRuns, type GlucoseDayDigest, type PackedRuns, type GlucoseSource, type HourSums, type TimeOfDayHistogram } from '@glyco/contracts';
import { mergedTalliesSql, TALLY_COLUMNS } from './merged-tallies-sql';
import { planRollup, type RollupPlan } from './month-plan';
import type { StatsPlan } from './stats-range';

export type DayRange = NonNullable<StatsPlan['wholeDays']>;

/** What a caller needs beyond the tallies: the AGP's time-of-day histogram, the episodes' runs, a chart's hourly sums. */
export interface DigestParts {
  agp: boolean;
  episodes: boolean;
  hours: boolean;
}

interface TotalsRow {
  source: GlucoseSource;
  count: number;
  sum: string;
  sum_squares: string;
  min_decimg: number;
  max_decimg: number;
  band_counts: [number, number, number, number, number];
  tight_count: number;
  first_at_ms: number;
  last_at_ms: number;
  gap_counts: Record<string, number>;
  histogram: Record<string, number>;
}

const DAYS_OF_USER = 'user_id = $1 AND ($2::date IS NULL OR local_date >= $2) AND ($3::date IS NULL OR local_date <= $3)';

/** The glucose_monthly and glucose_daily rows that together cover the days once (see planRollup). */
function tallyRowsSql(plan: RollupPlan, params: unknown[]): string {
  const bound = (value: string | null) => `$${params.push(value)}::date`;
  const parts: string[] = [];
  if (plan.months) {
    const [from, before] = [bound(plan.months.from), bound(plan.months.before)];
    parts.push(`SELECT source, ${TALLY_COLUMNS} FROM glucose_monthly WHERE user_id = $1 AND (${from} IS NULL OR month >= ${from}) AND (${before} IS NULL OR month < ${before})`);
  }
  for (const days of plan.days) {
    const [from, to] = [bound(days.from), bound(days.to)];
    parts.push(`SELECT source, ${TALLY_COLUMNS} FROM glucose_daily WHERE user_id = $1 AND (${from} IS NULL OR local_date >= ${from}) AND (${to} IS NULL OR local_date <= ${to})`);
  }
  return parts.join(' UNION ALL ');
}

/** The days' tallies and value histograms merged per source in SQL, from month rows where whole months are covered. */
async function mergedTallies(pool: pg.Pool, userId: string, days: DayRange): Promise<TotalsRow[]> {
  const params: unknown[] = [userId];
  const rows = tallyRowsSql(planRollup(days), params);
  const result = await pool.query<TotalsRow>(
    `SELECT source, count, sum::text AS sum, sum_squares::text AS sum_squares, min_decimg, max_decimg, band_counts, tight_count,
            floor(extract(epoch FROM first_at) * 1000)::float8 AS first_at_ms, floor(extract(epoch FROM last_at) * 1000)::float8 AS last_at_ms,
            gap_counts, histogram
       FROM (${mergedTalliesSql(rows, 'source')}) merged`,
    params,
  );
  return result.rows;
}

type DayShape = Pick<GlucoseDayDigest, 'date' | 'source' | 'timeOfDay' | 'runs' | 'hours'>;

/** Each stored day's time-of-day histogram, runs and hourly sums, reading only the columns asked for. */
async function dayShapes(pool: pg.Pool, userId: string, days: DayRange, parts: DigestParts): Promise<DayShape[]> {
  const column = (asked: boolean, name: string) => (asked ? name : `'[]'::json AS ${name}`);
  const result = await pool.query<{ date: string; source: GlucoseSource; time_of_day: TimeOfDayHistogram; runs: PackedRuns; hours: HourSums }>(
    `SELECT local_date::text AS date, source, ${column(parts.agp, 'time_of_day')}, ${column(parts.episodes, 'runs')}, ${column(parts.hours, 'hours')}
       FROM glucose_daily WHERE ${DAYS_OF_USER} ORDER BY local_date`,
    [userId, days.from, days.to],
  );
  return result.rows.map((row) => ({ date: row.date, source: row.source, timeOfDay: row.time_of_day, runs: unpackRuns(row.runs), hours: row.hours }));
}

const NO_READINGS = (({ targetCounts: _targetCounts, ...tally }) => tally)(emptyTally());

/**
 * The stored days of a range as digests whose merge (analyseDigests) is the merge of the days one
 * by one: per source one digest of the tallies and value histograms merged in SQL, and per day
 * a digest of no readings that carries the day's time-of-day histogram, runs and hourly sums, when asked for.
 */
export async function loadWholeDays(pool: pg.Pool, userId: string, days: DayRange, parts: DigestParts): Promise<GlucoseDayDigest[]> {
  const [totals, shapes] = await Promise.all([
    mergedTallies(pool, userId, days),
    parts.agp || parts.episodes || parts.hours ? dayShapes(pool, userId, days, parts) : [],
  ]);
  const merged = totals.map((row): GlucoseDayDigest => ({
    date: days.from ?? '',
    source: row.source,
    tally: {
      count: row.count, sum: Number(row.sum), sumSquares: Number(row.sum_squares), minDecimg: row.min_decimg, maxDecimg: row.max_decimg,
      bandCounts: row.band_counts, tightCount: row.tight_count, firstAt: row.first_at_ms, lastAt: row.last_at_ms, gapCounts: row.gap_counts,
    },
    histogram: row.histogram,
    timeOfDay: [],
    runs: [],
    hours: [],
  }));
  return [...merged, ...shapes.map((shape) => ({ ...shape, tally: NO_READINGS, histogram: {} }))];
}
