import { addDigestCounts } from '@glyco/contracts';
import { columnList } from '../engine/json-rows';
import { jsonRowsLiteral, textArrayLiteral } from '../engine/literals';
import type { ProjectionTables } from '../engine/projection';
import { COUNTS_COLUMNS, countsOfRow, growthOf, rowOfCounts, type Counts, type CountsRow } from './counts-rows';
import type { DayKey, ExtendedDay } from './day-digests';
import { mergedTalliesSql, TALLY_COLUMNS, tallyColumnsOf } from './merged-tallies-sql';
import { monthOf } from './month-plan';

export interface MonthKey {
  userId: string;
  month: string;
  source: string;
}

export const monthOfDay = (day: DayKey): MonthKey => ({ userId: day.userId, month: monthOf(day.localDate), source: day.source });
export const monthKeyOf = (month: MonthKey) => `${month.userId}/${month.month}/${month.source}`;
/** `unnest(...) AS alias(user_id, month, source)` of these months, as literals. */
const monthsSql = (months: readonly MonthKey[], alias: string) =>
  `unnest(${textArrayLiteral(months.map((month) => month.userId), 'uuid')}, ${textArrayLiteral(months.map((month) => month.month), 'date')},
          ${textArrayLiteral(months.map((month) => month.source), 'text')}) AS ${alias}(user_id, month, source)`;

/**
 * The statements keeping glucose_monthly equal to the merge of each month's days (tally and value
 * histogram). A month whose days only grew (a sensor's next readings) gets what they gained added
 * to its row (`stored`, read with the batch's readings); a month with a day digested again is
 * rolled up again from its days, after they are written.
 */
export function rollUpMonthsStatements(
  tables: ProjectionTables,
  days: { extended: readonly ExtendedDay[]; again: readonly DayKey[] },
  stored: ReadonlyMap<string, Counts>,
): string[] {
  const again = [...new Map(days.again.map((day) => [monthKeyOf(monthOfDay(day)), monthOfDay(day)])).values()];
  const rolledAgain = new Set(again.map(monthKeyOf));
  const grown = days.extended.filter((day) => !rolledAgain.has(monthKeyOf(monthOfDay(day))));
  return [...rollUpAgainStatements(tables, again), ...growMonthsStatements(tables, grown, stored)];
}

/** Each month's row merged again from all its days, in two statements for all of them. */
function rollUpAgainStatements({ table }: ProjectionTables, months: readonly MonthKey[]): string[] {
  if (months.length === 0) return [];
  const daysOfMonths = `SELECT d.user_id, m.month, d.source, ${tallyColumnsOf('d')}
      FROM ${monthsSql(months, 'm')}
      JOIN ${table('glucose_daily')} d ON d.user_id = m.user_id AND d.source = m.source
       AND d.local_date >= m.month AND d.local_date < (m.month + interval '1 month')::date`;
  return [
    `DELETE FROM ${table('glucose_monthly')} WHERE (user_id, month, source) IN (SELECT * FROM ${monthsSql(months, 'm')})`,
    `INSERT INTO ${table('glucose_monthly')} (user_id, month, source, ${TALLY_COLUMNS}) ${mergedTalliesSql(daysOfMonths, 'user_id, month, source')}`,
  ];
}

const MONTH_COLUMNS = { user_id: 'uuid', month: 'date', source: 'text', ...COUNTS_COLUMNS };

/** Adds what the extended days gained to their months' rows (a month without a row starts from nothing). */
function growMonthsStatements({ table }: ProjectionTables, days: readonly ExtendedDay[], stored: ReadonlyMap<string, Counts>): string[] {
  if (days.length === 0) return [];
  const growth = new Map<string, { month: MonthKey; counts: Counts }>();
  for (const day of days) {
    const month = monthOfDay(day);
    const gained = growthOf(day.before, day.after);
    const sofar = growth.get(monthKeyOf(month));
    growth.set(monthKeyOf(month), { month, counts: sofar ? addDigestCounts(sofar.counts, gained) : gained });
  }
  const rows = [...growth.values()].map(({ month, counts }) => {
    const before = stored.get(monthKeyOf(month));
    return { user_id: month.userId, month: month.month, source: month.source, ...rowOfCounts(before ? addDigestCounts(before, counts) : counts) };
  });
  return [
    `INSERT INTO ${table('glucose_monthly')} (${columnList(MONTH_COLUMNS)}) SELECT ${columnList(MONTH_COLUMNS)} FROM ${jsonRowsLiteral(rows, MONTH_COLUMNS)}
     ON CONFLICT (user_id, month, source) DO UPDATE SET ${Object.keys(COUNTS_COLUMNS).map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
  ];
}

export type MonthRow = CountsRow & { user_id: string; month: string; source: string };

/** The stored rows of these months. */
export const storedMonthsQuery = ({ table }: ProjectionTables, months: readonly MonthKey[]): string =>
  `SELECT m.user_id, m.month::text AS month, m.source, ${tallyColumnsOf('m')}
     FROM ${monthsSql(months, 'k')} JOIN ${table('glucose_monthly')} m USING (user_id, month, source)`;

/** Stored months' counts by month key. */
export const storedMonthsOf = (rows: readonly MonthRow[]): Map<string, Counts> =>
  new Map(rows.map((row) => [monthKeyOf({ userId: row.user_id, month: row.month, source: row.source }), countsOfRow(row)]));
