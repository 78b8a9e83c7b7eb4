import { z } from 'zod';

/** Nightscout's API3_MAX_LIMIT default: a page is at most this many documents, and a search without `limit` asks for this many. */
export const NIGHTSCOUT_V3_MAX_LIMIT = 1000;

export const V3_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 're'] as const;
export type V3Operator = (typeof V3_OPERATORS)[number];

export interface V3Filter {
  field: string;
  operator: V3Operator;
  /** As sent; `in`/`nin` hold the `|`-separated values. */
  value: string;
}

export interface V3SearchQuery {
  filters: V3Filter[];
  sort: { field: string; descending: boolean } | undefined;
  limit: number;
  skip: number;
  /** Undefined: every field (`_all`). */
  fields: string[] | undefined;
}

/** Parameters that are not filters: paging, projection, and the credentials some clients append. */
const RESERVED = new Set(['limit', 'skip', 'sort', 'sort$desc', 'fields', 'now', 'token', 'rr']);
/** A document field Nightscout filters on: letters, digits, `_`, dots for nested fields. */
const FIELD = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;

export const V3_QUERY_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${NIGHTSCOUT_V3_MAX_LIMIT}`,
  skip: 'skip must be a whole number from 0',
  field: 'Bad filter field',
  operator: `Unsupported filter operator: use one of ${V3_OPERATORS.join(', ')}`,
} as const;

function wholeNumber(text: string | undefined, min: number, max: number): number | undefined | null {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function filterOf(key: string, value: string): V3Filter | string {
  const [field = '', operator = 'eq', ...rest] = key.split('$');
  if (!FIELD.test(field) || rest.length > 0) return V3_QUERY_MESSAGES.field;
  if (!(V3_OPERATORS as readonly string[]).includes(operator)) return V3_QUERY_MESSAGES.operator;
  return { field, operator: operator as V3Operator, value };
}

function textOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return textOf(value[value.length - 1]);
  return typeof value === 'string' ? value : undefined;
}

/**
 * API v3 search parameters (lib/api3/generic/search/input.js of cgm-remote-monitor): every
 * parameter that is not `limit`, `skip`, `sort`, `sort$desc` or `fields` is a filter
 * `field$op=value` (no `$op`: equality).
 */
export const nightscoutV3SearchQuerySchema = z.record(z.string(), z.unknown()).transform((query, ctx): V3SearchQuery => {
  const issue = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  const limit = wholeNumber(textOf(query.limit), 1, NIGHTSCOUT_V3_MAX_LIMIT);
  if (limit === null) return issue(V3_QUERY_MESSAGES.limit);
  const skip = wholeNumber(textOf(query.skip), 0, Number.MAX_SAFE_INTEGER);
  if (skip === null) return issue(V3_QUERY_MESSAGES.skip);
  const filters: V3Filter[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const value = textOf(raw);
    if (RESERVED.has(key) || value === undefined) continue;
    const filter = filterOf(key, value);
    if (typeof filter === 'string') return issue(filter);
    filters.push(filter);
  }
  const ascending = textOf(query.sort);
  const descending = textOf(query['sort$desc']);
  const sortField = descending ?? ascending;
  if (sortField !== undefined && !FIELD.test(sortField)) return issue(V3_QUERY_MESSAGES.field);
  const fields = textOf(query.fields);
  return {
    filters,
    sort: sortField ? { field: sortField, descending: descending !== undefined } : undefined,
    limit: limit ?? NIGHTSCOUT_V3_MAX_LIMIT,
    skip: skip ?? 0,
    fields: fields && fields !== '_all' ? fields.split(',').map((field) => field.trim()).filter(Boolean) : undefined,
  };
});
export type NightscoutV3SearchQueryInput = z.input<typeof nightscoutV3SearchQuerySchema>;

/** `fields=date,sgv`: the document with those fields only (Nightscout's fieldsProjector). */
export function projectFields(document: Record<string, unknown>, fields: readonly string[] | undefined): Record<string, unknown> {
  if (!fields) return document;
  return Object.fromEntries(fields.filter((field) => field in document).map((field) => [field, document[field]]));
}
