/** The operators of Nightscout's `find[field][$op]=value` that clients send. */
export const NIGHTSCOUT_FIND_OPERATORS = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$exists'] as const;
export type NightscoutFindOperator = (typeof NIGHTSCOUT_FIND_OPERATORS)[number];

/** Fields clients filter on; `find` on any other field is ignored, as before. */
export const NIGHTSCOUT_FIND_FIELDS = ['eventType', 'carbs', 'insulin', 'type', 'date', 'dateString', 'created_at', 'sgv', 'mbg'] as const;
export type NightscoutFindField = (typeof NIGHTSCOUT_FIND_FIELDS)[number];

/** Fields holding a time: compared as milliseconds, whether a client sends epoch milliseconds or ISO text. */
export const NIGHTSCOUT_TIME_FIELDS: ReadonlySet<string> = new Set(['date', 'dateString', 'created_at']);
const NUMBER_FIELDS: ReadonlySet<string> = new Set(['carbs', 'insulin', 'sgv', 'mbg']);

export interface NightscoutFindFilter {
  field: NightscoutFindField;
  operator: NightscoutFindOperator;
  /** Milliseconds for a time field, a number for an amount, text otherwise; several for `$in`. */
  values: (number | string | boolean)[];
}

/** `find[eventType]=Site Change`, `find[carbs][$exists]=true`, `find[eventType][$in][]=A`. */
const FIND_KEY = /^find\[(\w+)\](?:\[(\$\w+)\])?(?:\[\d*\])?$/;

export type FindKey = { field: NightscoutFindField; operator: NightscoutFindOperator } | undefined;

export function findKeyOf(key: string): FindKey {
  const match = FIND_KEY.exec(key);
  if (!match) return undefined;
  const field = NIGHTSCOUT_FIND_FIELDS.find((known) => known === match[1]);
  const operator = NIGHTSCOUT_FIND_OPERATORS.find((known) => known === (match[2] ?? '$eq'));
  return field && operator ? { field, operator } : undefined;
}

/** A time sent as milliseconds, whole or not (Nightguard sends `1795853822500.0`), or as ISO text. */
export function millisecondsOf(text: string): number | undefined {
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  // A number in another shape (`1e15`, `-5`, `.5`) is no time a client sends; Date would read `1.5` as 1 May 2001.
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

/** A filter's value in its field's terms, or undefined when it is none. */
export function findValueOf(field: NightscoutFindField, operator: NightscoutFindOperator, text: string): number | string | boolean | undefined {
  if (operator === '$exists') return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : undefined;
  if (NIGHTSCOUT_TIME_FIELDS.has(field)) return millisecondsOf(text);
  if (NUMBER_FIELDS.has(field)) return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
  return text;
}

/**
 * Whether a document as Nightscout answers it passes every filter. A time filter reads the
 * document's instant from whichever time field it has, as the database bound does: an entry has
 * `date` and `dateString`, a treatment `created_at`, and clients ask either by any of them.
 */
export function matchesFindFilters(document: Readonly<Record<string, unknown>>, filters: readonly NightscoutFindFilter[]): boolean {
  return filters.every((filter) => matchesFilter(comparable(valueOf(document, filter.field), filter.field), filter));
}

function valueOf(document: Readonly<Record<string, unknown>>, field: NightscoutFindField): unknown {
  if (!NIGHTSCOUT_TIME_FIELDS.has(field)) return document[field];
  return document[field] ?? document.date ?? document.created_at ?? document.dateString;
}

function comparable(value: unknown, field: string): number | string | undefined {
  if (value === undefined || value === null) return undefined;
  if (NIGHTSCOUT_TIME_FIELDS.has(field)) return typeof value === 'number' ? value : Date.parse(String(value));
  return typeof value === 'number' ? value : String(value);
}

function matchesFilter(value: number | string | undefined, { operator, values }: NightscoutFindFilter): boolean {
  const [first] = values;
  if (operator === '$exists') return (value !== undefined) === first;
  if (operator === '$in') return value !== undefined && values.includes(value);
  if (operator === '$ne') return value !== first;
  if (value === undefined || first === undefined || typeof first === 'boolean') return false;
  switch (operator) {
    case '$eq':
      return value === first;
    case '$gt':
      return value > first;
    case '$gte':
      return value >= first;
    case '$lt':
      return value < first;
    case '$lte':
      return value <= first;
  }
}
