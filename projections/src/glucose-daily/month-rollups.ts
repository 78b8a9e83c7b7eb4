import { addDigestCounts } from '@glyco/contracts';
import { columnList, excludedAssignments, jsonRowsSql } from '../engine/json-rows';
import type { ProjectionContext } from '../engine/projection';
import { COUNTS_COLUMNS, countsOfRow, growthOf, rowOfCounts, type Counts, type CountsRow } from './counts-rows';
import type { DayKey, ExtendedDay } from './day-digests';
import { mergedTalliesSql, TALLY_COLUMNS, tallyColumnsOf } from './merged-tallies-sql';
import { monthOf } from './month-plan';

interface MonthKey {
  userId: string;
  month: string;
  source: string;
}

const monthOfDay = (day: DayKey): MonthKey => ({ userId: day.userId, month: monthOf(day.localDate), source: day.source });
const keyOf = (month: MonthKey) => `${month.userId}/${month.month}/${month.source}`;
const unnestMonths = (months: readonly MonthKey[]) => [months.map((month) => month.userId), months.map((month) => month.month), months.map((month) => month.source)];

/**
 * Keeps glucose_monthly equal to the merge of each month's days (tally and value histogram). A
 * month whose days only grew (a sensor's next readings) gets what they gained added to its row; a
 * month with a day digested again is rolled up again from its days.
 */
export async function rollUpMonths(ctx: ProjectionContext, days: { extended: readonly ExtendedDay[]; again: readonly DayKey[] }): Promise<void> {
  const again = [...new Map(days.again.map((day) => [keyOf(monthOfDay(day)), monthOfDay(day)])).values()];
  const rolledAgain = new Set(again.map(keyOf));
  await rollUpAgain(ctx, again);
  await growMonths(ctx, days.extended.filter((day) => !rolledAgain.has(keyOf(monthOfDay(day)))));
}

/** Each month's row merged again from all its days, in two statements for all of them. */
async function rollUpAgain({ sql, table }: ProjectionContext, months: readonly MonthKey[]): Promise<void> {
  if (months.length === 0) return;
  const params = unnestMonths(months);
  await sql.query(`DELETE FROM ${table('glucose_monthly')} WHERE (user_id, month, source) IN (SELECT * FROM unnest($1::uuid[], $2::date[], $3::text[]))`, params);
  const daysOfMonths = `SELECT d.user_id, m.month, d.source, ${tallyColumnsOf('d')}
      FROM unnest($1::uuid[], $2::date[], $3::text[]) AS m(user_id, month, source)
      JOIN ${table('glucose_daily')} d ON d.user_id = m.user_id AND d.source = m.source
       AND d.local_date >= m.month AND d.local_date < (m.month + interval '1 month')::date`;
  await sql.query(`INSERT INTO ${table('glucose_monthly')} (user_id, month, source, ${TALLY_COLUMNS}) ${mergedTalliesSql(daysOfMonths, 'user_id, month, source')}`, params);
}

const MONTH_COLUMNS = { user_id: 'uuid', month: 'date', source: 'text', ...COUNTS_COLUMNS };

/** Adds what the extended days gained to their months' rows (a month without a row starts from nothing). */
async function growMonths(ctx: ProjectionContext, days: readonly ExtendedDay[]): Promise<void> {
  if (days.length === 0) return;
  const growth = new Map<string, { month: MonthKey; counts: Counts }>();
  for (const day of days) {
    const month = monthOfDay(day);
    const gained = growthOf(day.before, day.after);
    const sofar = growth.get(keyOf(month));
    growth.set(keyOf(month), { month, counts: sofar ? addDigestCounts(sofar.counts, gained) : gained });
  }
  const stored = await storedMonthsOf(ctx, [...growth.values()].map(({ month }) => month));
  const rows = [...growth.values()].map(({ month, counts }) => {
    const before = stored.get(keyOf(month));
    return { user_id: month.userId, month: month.month, source: month.source, ...rowOfCounts(before ? addDigestCounts(before, counts) : counts) };
  });
  await ctx.sql.query(
    `INSERT INTO ${ctx.table('glucose_monthly')} (${columnList(MONTH_COLUMNS)}) SELECT ${columnList(MONTH_COLUMNS)} FROM ${jsonRowsSql(1, MONTH_COLUMNS)}
     ON CONFLICT (user_id, month, source) DO UPDATE SET ${excludedAssignments(Object.keys(COUNTS_COLUMNS))}`,
    [JSON.stringify(rows)],
  );
}

async function storedMonthsOf({ sql, table }: ProjectionContext, months: readonly MonthKey[]): Promise<Map<string, Counts>> {
  const result = await sql.query<CountsRow & { user_id: string; month: string; source: string }>(
    `SELECT m.user_id, m.month::text AS month, m.source, ${tallyColumnsOf('m')}
       FROM unnest($1::uuid[], $2::date[], $3::text[]) AS k(user_id, month, source)
       JOIN ${table('glucose_monthly')} m USING (user_id, month, source)`,
    unnestMonths(months),
  );
  return new Map(result.rows.map((row) => [keyOf({ userId: row.user_id, month: row.month, source: row.source }), countsOfRow(row)]));
}
