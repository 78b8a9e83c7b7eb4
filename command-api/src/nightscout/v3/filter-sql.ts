import type { V3Filter, V3SearchQuery } from '@glyco/contracts';

/** A WHERE fragment and its parameters, numbered from `offset + 1`. */
export interface SqlPart {
  text: string;
  values: unknown[];
}

/** Fields kept in columns of their own; every other field is read from the stored document. */
const COLUMNS: Record<string, { sql: string; type: 'number' | 'text' | 'boolean' | 'time' }> = {
  identifier: { sql: 'identifier::text', type: 'text' },
  srvModified: { sql: 'srv_modified', type: 'number' },
  srvCreated: { sql: 'srv_created', type: 'number' },
  isValid: { sql: 'is_valid', type: 'boolean' },
  // Every time field of entries and treatments is the record's instant.
  date: { sql: 'date_ms', type: 'time' },
  mills: { sql: 'date_ms', type: 'time' },
  created_at: { sql: 'date_ms', type: 'time' },
  dateString: { sql: 'date_ms', type: 'time' },
  sysTime: { sql: 'date_ms', type: 'time' },
};

const COMPARISONS = { eq: '=', ne: 'IS DISTINCT FROM', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
const NUMBER = /^-?\d+(\.\d+)?$/;

function timeOf(text: string): number | undefined {
  const ms = NUMBER.test(text) ? Math.trunc(Number(text)) : Date.parse(text);
  return Number.isFinite(ms) ? ms : undefined;
}

function typedValue(type: 'number' | 'text' | 'boolean' | 'time', text: string): { value: unknown; cast: string } | undefined {
  if (type === 'time') return timeOf(text) === undefined ? undefined : { value: timeOf(text), cast: 'bigint' };
  if (type === 'number') return NUMBER.test(text) ? { value: Number(text), cast: 'numeric' } : undefined;
  if (type === 'boolean') return text === 'true' || text === 'false' ? { value: text === 'true', cast: 'boolean' } : undefined;
  return { value: text, cast: 'text' };
}

/** The SQL of a document field read as the type of the value it is compared with. */
function documentField(path: string[], text: string): { sql: string; type: 'number' | 'text' | 'boolean' } {
  const at = `document #> '{${path.join(',')}}'`;
  if (NUMBER.test(text)) return { sql: `(CASE WHEN jsonb_typeof(${at}) = 'number' THEN (${at})::text::numeric END)`, type: 'number' };
  if (text === 'true' || text === 'false') return { sql: `(CASE WHEN jsonb_typeof(${at}) = 'boolean' THEN (${at})::text::boolean END)`, type: 'boolean' };
  return { sql: `(document #>> '{${path.join(',')}}')`, type: 'text' };
}

function operandOf(field: string, text: string) {
  const column = COLUMNS[field];
  if (column) return column;
  // Field names were checked at the edge (letters, digits, `_`, `.`), so they are safe inside the path literal.
  return documentField(field.split('.'), text);
}

/** One filter as SQL; a value that cannot be of the field's type matches nothing. */
function filterSql(filter: V3Filter, next: () => string, values: unknown[]): string {
  const list = filter.operator === 'in' || filter.operator === 'nin' ? filter.value.split('|') : [filter.value];
  const operand = operandOf(filter.field, list[0] ?? '');
  const typed = list.map((text) => typedValue(operand.type, text));
  if (typed.some((each) => each === undefined)) return filter.operator === 'ne' || filter.operator === 'nin' ? 'true' : 'false';
  const cast = typed[0]!.cast;
  if (filter.operator === 'in' || filter.operator === 'nin') {
    values.push(typed.map((each) => each!.value));
    const inList = `${operand.sql} = ANY(${next()}::${cast}[])`;
    return filter.operator === 'in' ? inList : `NOT coalesce(${inList}, false)`;
  }
  values.push(typed[0]!.value);
  if (filter.operator === 're') return `${operand.sql}::text ~ ${next()}::text`;
  return `${operand.sql} ${COMPARISONS[filter.operator]} ${next()}::${cast}`;
}

/** Every filter of a search, ANDed, with parameters numbered after `offset`. */
export function filtersSql(filters: readonly V3Filter[], offset: number): SqlPart {
  const values: unknown[] = [];
  const next = () => `$${offset + values.length}`;
  const parts = filters.map((filter) => filterSql(filter, next, values));
  return { text: parts.length ? parts.map((part) => `(${part})`).join(' AND ') : 'true', values };
}

/** ORDER BY of a search: the asked field, else the newest first, as followers expect. */
export function orderSql(sort: V3SearchQuery['sort']): string {
  if (!sort) return 'date_ms DESC, identifier DESC';
  const direction = sort.descending ? 'DESC' : 'ASC';
  const column = COLUMNS[sort.field]?.sql ?? `document #> '{${sort.field.split('.').join(',')}}'`;
  return `${column} ${direction}, identifier ${direction}`;
}
