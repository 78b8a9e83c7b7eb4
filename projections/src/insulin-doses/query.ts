import type pg from 'pg';
import type { InsulinDose, InsulinDoseList, InsulinListQuery } from '@glyco/contracts';
import { liveRecordsOldestFirst } from '../engine/period-records';
import { DOSE_RECORDS } from './period-query';
import type { OpenRange, RowQuery } from '../engine/row-query';
import { containsPattern } from '../meals/row';

/** One person's insulin doses, newest first, filtered and paged. */
export async function listInsulinDoses(pool: pg.Pool, userId: string, query: InsulinListQuery): Promise<InsulinDoseList> {
  const { where, params } = doseFilter(userId, query);
  const offset = (query.page - 1) * query.limit;
  const [page, count] = await Promise.all([
    pool.query<{ record: InsulinDose }>(
      `SELECT record FROM insulin_doses WHERE ${where} ORDER BY occurred_at DESC, dose_id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, offset],
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM insulin_doses WHERE ${where}`, params),
  ]);
  const totalCount = count.rows[0]?.total ?? 0;
  return { doses: page.rows.map((row) => row.record), totalPages: Math.ceil(totalCount / query.limit), totalCount };
}

function doseFilter(userId: string, query: InsulinListQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [userId];
  const conditions = ['user_id = $1', 'NOT deleted'];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (query.type) add((p) => `insulin_type = ${p}`, query.type);
  if (query.search) add((p) => `search_text LIKE ${p} ESCAPE '\\'`, containsPattern(query.search));
  if (query.startDate) add((p) => `occurred_at >= ${p}`, query.startDate);
  if (query.endDate) add((p) => `occurred_at <= ${p}`, query.endDate);
  return { where: conditions.join(' AND '), params };
}

/** One person's doses of the given types taken at or after `since`, as units and time: what insulin on board counts. */
export async function listDosesSince(pool: pg.Pool, userId: string, window: { types: readonly string[]; since: Date }): Promise<{ units: number; at: Date }[]> {
  const result = await pool.query<{ units: number; occurred_at: Date }>(
    `SELECT (record->>'units')::float8 AS units, occurred_at FROM insulin_doses
     WHERE user_id = $1 AND NOT deleted AND insulin_type = ANY($2) AND occurred_at >= $3
     ORDER BY occurred_at DESC`,
    [userId, window.types, window.since],
  );
  return result.rows.map((row) => ({ units: row.units, at: row.occurred_at }));
}

/** Every live dose of a user within an open range, oldest first, row by row: what the exports stream. */
export function dosesOldestFirstQuery(userId: string, range: OpenRange = {}): RowQuery<InsulinDose> {
  return liveRecordsOldestFirst<InsulinDose>(DOSE_RECORDS, userId, range);
}
