import type { DigestCounts, GlucoseDayDigest } from '@glyco/contracts';

/** What a row of glucose_daily or glucose_monthly counts: the tally and the value histogram. */
export type Counts = DigestCounts;

/** The columns that hold Counts in both tables, with their types for jsonRowsSql. */
export const COUNTS_COLUMNS = {
  count: 'int', sum: 'bigint', sum_squares: 'bigint', min_decimg: 'int', max_decimg: 'int', band_counts: 'int[]', tight_count: 'int',
  first_at: 'timestamptz', last_at: 'timestamptz', gap_counts: 'jsonb', histogram: 'jsonb',
} as const;

/** Counts as node-postgres reads them (bigint as text, timestamptz as Date). */
export interface CountsRow {
  count: number;
  sum: string;
  sum_squares: string;
  min_decimg: number;
  max_decimg: number;
  band_counts: GlucoseDayDigest['tally']['bandCounts'];
  tight_count: number;
  first_at: Date;
  last_at: Date;
  gap_counts: Record<string, number>;
  histogram: Record<string, number>;
}

export const countsOfRow = (row: CountsRow): Counts => ({
  tally: {
    count: row.count, sum: Number(row.sum), sumSquares: Number(row.sum_squares), minDecimg: row.min_decimg, maxDecimg: row.max_decimg,
    bandCounts: row.band_counts, tightCount: row.tight_count, firstAt: row.first_at.getTime(), lastAt: row.last_at.getTime(), gapCounts: row.gap_counts,
  },
  histogram: row.histogram,
});

/** Counts as a row for jsonRowsSql. */
export const rowOfCounts = ({ tally, histogram }: Counts) => ({
  count: tally.count, sum: tally.sum, sum_squares: tally.sumSquares, min_decimg: tally.minDecimg, max_decimg: tally.maxDecimg,
  band_counts: tally.bandCounts, tight_count: tally.tightCount, first_at: new Date(tally.firstAt!).toISOString(),
  last_at: new Date(tally.lastAt!).toISOString(), gap_counts: tally.gapCounts, histogram,
});

function difference(after: Readonly<Record<string, number>>, before: Readonly<Record<string, number>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [key, count] of Object.entries(after)) if (count !== (before[key] ?? 0)) counts[key] = count - (before[key] ?? 0);
  return counts;
}

/**
 * What a day gained between two digests of it, the second holding every reading of the first:
 * the counts of the second less those of the first, and the bounds (lowest, highest, first and
 * last reading) of the second. Added to the day's month, it gives the month of the second.
 */
export function growthOf(before: Counts | undefined, after: Counts): Counts {
  if (!before) return after;
  const [was, is] = [before.tally, after.tally];
  return {
    tally: {
      ...is,
      count: is.count - was.count, sum: is.sum - was.sum, sumSquares: is.sumSquares - was.sumSquares, tightCount: is.tightCount - was.tightCount,
      bandCounts: is.bandCounts.map((count, band) => count - was.bandCounts[band]!) as Counts['tally']['bandCounts'],
      gapCounts: difference(is.gapCounts, was.gapCounts),
    },
    histogram: difference(after.histogram, before.histogram),
  };
}
