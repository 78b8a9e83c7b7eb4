import type pg from 'pg';
import { localDateSql, type DailyGroup } from './local-day-groups';
import { keysetPages, orderedRowsText, type KeysetShape, type OpenRange, type Period, type RowQuery } from './row-query';

/**
 * How a record read model (meals, insulin doses) stores what the reports plot: its table, the
 * record id column, the amount in the stored record (carbs, units) and the kind column (meal
 * type, insulin type). Each owning folder names its own table.
 */
export interface PeriodRecordsShape {
  table: string;
  idColumn: string;
  amountField: string;
  kindColumn: string;
}

export interface PeriodPoint<K extends string> {
  timestamp: string;
  amount: number;
  kind: K;
}

const LIVE_IN_RANGE = 'user_id = $1 AND NOT deleted AND occurred_at >= $2 AND occurred_at <= $3';

/** A user's live records of the period as points on a time axis, oldest first. */
export async function listPeriodPoints<K extends string>(pool: pg.Pool, shape: PeriodRecordsShape, userId: string, period: Period): Promise<PeriodPoint<K>[]> {
  const result = await pool.query<{ at: Date; amount: number; kind: K }>(
    `SELECT occurred_at AS at, (record->>'${shape.amountField}')::float8 AS amount, ${shape.kindColumn} AS kind
       FROM ${shape.table} WHERE ${LIVE_IN_RANGE} ORDER BY occurred_at, ${shape.idColumn}`,
    [userId, period.start, period.end],
  );
  return result.rows.map((row) => ({ timestamp: row.at.toISOString(), amount: row.amount, kind: row.kind }));
}

/** The amount per local day and kind. */
export async function dailyPeriodGroups<K extends string>(pool: pg.Pool, shape: PeriodRecordsShape, userId: string, period: Period): Promise<DailyGroup<K>[]> {
  const result = await pool.query<DailyGroup<K>>(
    `SELECT ${localDateSql('occurred_at', 'record')} AS date, ${shape.kindColumn} AS kind,
            sum((record->>'${shape.amountField}')::numeric)::float8 AS sum, count(*)::int AS count
       FROM ${shape.table} WHERE ${LIVE_IN_RANGE} GROUP BY 1, 2`,
    [userId, period.start, period.end],
  );
  return result.rows;
}

/** Every live record of a user within an open range, oldest first, row by row: what the exports stream. */
export function liveRecordsOldestFirst<T>(shape: Pick<PeriodRecordsShape, 'table' | 'idColumn'>, userId: string, range: OpenRange = {}): RowQuery<T> {
  const rows: KeysetShape = {
    select: 'record',
    from: shape.table,
    where: 'user_id = $1 AND NOT deleted AND ($2::timestamptz IS NULL OR occurred_at >= $2) AND ($3::timestamptz IS NULL OR occurred_at <= $3)',
    values: [userId, range.startDate ?? null, range.endDate ?? null],
    at: 'occurred_at',
    id: shape.idColumn,
  };
  return { text: orderedRowsText(rows), values: rows.values, present: (row: { record: T }) => row.record, pages: keysetPages(rows) };
}
