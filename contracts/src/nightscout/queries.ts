import { z } from 'zod';
import { withinInstantRange } from '../shared/limits';
import { findKeyOf, findValueOf, NIGHTSCOUT_TIME_FIELDS, type NightscoutFindFilter } from './find-filters';

/** Nightscout's default page of entries: the latest ten. */
export const NIGHTSCOUT_DEFAULT_COUNT = 10;
/** Nightscout's default page of treatments: the latest hundred (followers count on it to fill a day). */
export const NIGHTSCOUT_DEFAULT_TREATMENT_COUNT = 100;
/** 90 days of one-minute readings (a Libre 2 through Juggluco): LoopFollow's longest statistics window. */
export const NIGHTSCOUT_COUNT_MAX = 130_000;

const QUERY_MESSAGES = {
  count: `count must be a whole number from 1 to ${NIGHTSCOUT_COUNT_MAX}`,
  time: 'must be a time in milliseconds or an ISO date, from 1900 to before 3000',
  value: 'must be a number, or true or false for $exists',
} as const;

export interface NightscoutFindQuery {
  count: number | undefined;
  /** Inclusive bounds of the time filters, for the database to narrow by. */
  from: Date | undefined;
  to: Date | undefined;
  /** Every filter, time ones included, matched on the documents as answered. */
  filters: NightscoutFindFilter[];
}

/**
 * GET /api/v1/entries and /treatments: `count` and Nightscout's `find[field][$op]` on the fields
 * clients filter on (see find-filters); other parameters (a cache-busting `rr`, `token`) are ignored.
 */
export const nightscoutListQuerySchema = z
  .looseObject({
    count: z.coerce.number({ error: QUERY_MESSAGES.count }).int({ error: QUERY_MESSAGES.count }).min(1, { error: QUERY_MESSAGES.count }).max(NIGHTSCOUT_COUNT_MAX, { error: QUERY_MESSAGES.count }).optional(),
  })
  .transform((query, ctx): NightscoutFindQuery => {
    const filters: NightscoutFindFilter[] = [];
    for (const [key, raw] of Object.entries(query)) {
      const found = findKeyOf(key);
      if (!found) continue;
      const texts = (Array.isArray(raw) ? raw : [raw]).map((item) => String(item).trim());
      const values = texts.map((text) => findValueOf(found.field, found.operator, text));
      const usable = values.filter((value): value is string | number | boolean => value !== undefined && (typeof value !== 'number' || !NIGHTSCOUT_TIME_FIELDS.has(found.field) || withinInstantRange(new Date(value))));
      if (usable.length < values.length) {
        ctx.addIssue({ code: 'custom', path: [key], message: NIGHTSCOUT_TIME_FIELDS.has(found.field) && found.operator !== '$exists' ? QUERY_MESSAGES.time : QUERY_MESSAGES.value });
        continue;
      }
      const existing = filters.find((filter) => filter.field === found.field && filter.operator === found.operator && found.operator === '$in');
      if (existing) existing.values.push(...usable);
      else filters.push({ ...found, values: usable });
    }
    return { count: query.count, ...timeBoundsOf(filters), filters };
  });
export type NightscoutListQueryInput = z.output<typeof nightscoutListQuerySchema>;

/** The narrowest whole-millisecond range the time filters allow (a fraction rounds inward). */
function timeBoundsOf(filters: readonly NightscoutFindFilter[]): { from: Date | undefined; to: Date | undefined } {
  const froms: number[] = [];
  const tos: number[] = [];
  for (const { field, operator, values } of filters) {
    const value = values[0];
    if (!NIGHTSCOUT_TIME_FIELDS.has(field) || typeof value !== 'number') continue;
    if (operator === '$gte' || operator === '$eq') froms.push(Math.ceil(value));
    if (operator === '$gt') froms.push(Math.floor(value) + 1);
    if (operator === '$lte' || operator === '$eq') tos.push(Math.floor(value));
    if (operator === '$lt') tos.push(Math.ceil(value) - 1);
  }
  return { from: froms.length ? new Date(Math.max(...froms)) : undefined, to: tos.length ? new Date(Math.min(...tos)) : undefined };
}
