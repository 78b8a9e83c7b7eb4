import { z } from 'zod';
import { LIMITS, withinInstantRange } from '../shared/limits';

/** Nightscout's default page: the latest ten documents. */
export const NIGHTSCOUT_DEFAULT_COUNT = 10;

const QUERY_MESSAGES = {
  count: `count must be a whole number from 1 to ${LIMITS.glucoseListMax}`,
  time: 'must be a time in whole milliseconds or an ISO date, from 1900 to before 3000',
} as const;

/** Looks like a number but is not whole milliseconds: `1.5`, `1e15`, `-5` (Date would read `1.5` as 1 May 2001). */
const NOT_WHOLE_MILLISECONDS = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function boundOf(text: string): Date | undefined {
  if (/^\d+$/.test(text)) return new Date(Number(text));
  if (NOT_WHOLE_MILLISECONDS.test(text)) return undefined;
  return new Date(text);
}

/** A bound as clients send it: epoch milliseconds (`find[date]`) or an ISO text (`find[dateString]`, `find[created_at]`). */
const bound = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const date = boundOf(text);
    // Outside the range PostgreSQL and JavaScript both hold, the query could only fail below.
    if (!date || !withinInstantRange(date)) {
      ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.time });
      return z.NEVER;
    }
    return date;
  })
  .optional();

const operators = (field: string) => ({
  [`find[${field}][$gte]`]: bound,
  [`find[${field}][$gt]`]: bound,
  [`find[${field}][$lte]`]: bound,
  [`find[${field}][$lt]`]: bound,
});

/**
 * GET /api/v1/entries and /treatments: `count` and Nightscout's `find[...]` operators on `date`,
 * `dateString` and `created_at`, as followers (xDrip+, Nightguard, Loop) send them; other
 * parameters (a cache-busting `rr`, `token`) are ignored.
 */
export const nightscoutListQuerySchema = z
  .looseObject({
    count: z.coerce.number({ error: QUERY_MESSAGES.count }).int({ error: QUERY_MESSAGES.count }).min(1, { error: QUERY_MESSAGES.count }).max(LIMITS.glucoseListMax, { error: QUERY_MESSAGES.count }).optional(),
    ...operators('date'),
    ...operators('dateString'),
    ...operators('created_at'),
  })
  .transform((query) => {
    const value = (key: string) => query[key] as Date | undefined;
    const after = (key: string) => (value(key) ? new Date(value(key)!.getTime() + 1) : undefined);
    const before = (key: string) => (value(key) ? new Date(value(key)!.getTime() - 1) : undefined);
    const fields = ['date', 'dateString', 'created_at'];
    const froms = fields.flatMap((field) => [value(`find[${field}][$gte]`), after(`find[${field}][$gt]`)]).filter((date) => date !== undefined);
    const tos = fields.flatMap((field) => [value(`find[${field}][$lte]`), before(`find[${field}][$lt]`)]).filter((date) => date !== undefined);
    return {
      count: query.count,
      from: latest(froms),
      to: earliest(tos),
    };
  });
export type NightscoutListQueryInput = z.output<typeof nightscoutListQuerySchema>;

function latest(dates: Date[]): Date | undefined {
  return dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined;
}

function earliest(dates: Date[]): Date | undefined {
  return dates.length ? new Date(Math.min(...dates.map((date) => date.getTime()))) : undefined;
}
