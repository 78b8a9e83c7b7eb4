import { COUNTS_COLUMNS } from './counts-rows';

/** The tally columns glucose_daily and glucose_monthly share, in this order. */
export const TALLY_COLUMNS = Object.keys(COUNTS_COLUMNS).join(', ');

/** TALLY_COLUMNS of a table alias. */
export const tallyColumnsOf = (alias: string) => Object.keys(COUNTS_COLUMNS).map((column) => `${alias}.${column}`).join(', ');

const summedJsonb = (column: string, keys: string) => `SELECT ${keys}, jsonb_object_agg(key, n) AS ${column}
    FROM (SELECT ${keys}, key, sum(value::int) AS n FROM tallies, jsonb_each_text(tallies.${column}) GROUP BY ${keys}, key) counts
   GROUP BY ${keys}`;

/**
 * SQL merging tally rows (`rows` selects `keys` and TALLY_COLUMNS) per `keys`, as mergeTallies
 * does: counts and sums add, min and max and the first and last instants bound, and the jsonb
 * value histograms and gap counts add key by key. Answers `keys` then TALLY_COLUMNS.
 */
export function mergedTalliesSql(rows: string, keys: string): string {
  return `WITH tallies AS MATERIALIZED (${rows})
    SELECT t.*, coalesce(g.gap_counts, '{}'::jsonb) AS gap_counts, h.histogram
      FROM (SELECT ${keys}, sum(count)::int AS count, sum(sum)::bigint AS sum, sum(sum_squares)::bigint AS sum_squares,
                   min(min_decimg) AS min_decimg, max(max_decimg) AS max_decimg,
                   ARRAY[sum(band_counts[1]), sum(band_counts[2]), sum(band_counts[3]), sum(band_counts[4]), sum(band_counts[5])]::int[] AS band_counts,
                   sum(tight_count)::int AS tight_count, min(first_at) AS first_at, max(last_at) AS last_at
              FROM tallies GROUP BY ${keys}) t
      JOIN (${summedJsonb('histogram', keys)}) h USING (${keys})
      LEFT JOIN (${summedJsonb('gap_counts', keys)}) g USING (${keys})`;
}
