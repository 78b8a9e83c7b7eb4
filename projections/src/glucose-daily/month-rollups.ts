import type { ProjectionContext } from '../engine/projection';
import type { DayKey } from './day-digests';
import { mergedTalliesSql, TALLY_COLUMNS } from './merged-tallies-sql';
import { monthOf } from './month-plan';

/**
 * Rolls the stored days of every month these days fall in up again into glucose_monthly (the
 * merged tally and value histogram of the month), in two statements for all of them.
 */
export async function rollUpMonths({ sql, table }: ProjectionContext, days: readonly DayKey[]): Promise<void> {
  const months = [...new Map(days.map((day) => [`${day.userId}/${monthOf(day.localDate)}/${day.source}`, { ...day, month: monthOf(day.localDate) }])).values()];
  if (months.length === 0) return;
  const params = [months.map((month) => month.userId), months.map((month) => month.month), months.map((month) => month.source)];
  await sql.query(`DELETE FROM ${table('glucose_monthly')} WHERE (user_id, month, source) IN (SELECT * FROM unnest($1::uuid[], $2::date[], $3::text[]))`, params);
  const daysOfMonths = `SELECT d.user_id, m.month, d.source, ${TALLY_COLUMNS.split(', ').map((column) => `d.${column}`).join(', ')}
      FROM unnest($1::uuid[], $2::date[], $3::text[]) AS m(user_id, month, source)
      JOIN ${table('glucose_daily')} d ON d.user_id = m.user_id AND d.source = m.source
       AND d.local_date >= m.month AND d.local_date < (m.month + interval '1 month')::date`;
  await sql.query(`INSERT INTO ${table('glucose_monthly')} (user_id, month, source, ${TALLY_COLUMNS}) ${mergedTalliesSql(daysOfMonths, 'user_id, month, source')}`, params);
}
