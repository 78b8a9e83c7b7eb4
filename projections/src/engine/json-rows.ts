/** Column name to PostgreSQL type, in the order the rows are read. */
export type JsonRowColumns = Readonly<Record<string, string>>;

/**
 * How the server reads the document: `jsonb` parses it whole first; `json` reads it as text, so
 * values bound for `json` columns are copied as sent, never parsed and printed again.
 */
export type JsonRowsFormat = 'jsonb' | 'json';

/**
 * `jsonb_to_recordset($n::jsonb) AS alias(column type, ...)`: a whole batch of rows as one
 * parameter, `JSON.stringify` of objects keyed by the column names (nested objects land in jsonb
 * columns as they are). For batches of thousands of rows PostgreSQL parses one JSON document
 * several times faster than the driver escapes and the server parses one array literal per column.
 */
export const jsonRowsSql = (parameter: number, columns: JsonRowColumns, alias = 'r', format: JsonRowsFormat = 'jsonb'): string =>
  jsonRecordsetSql(`$${parameter}`, columns, alias, format);

/** `jsonb_to_recordset(document::jsonb) AS alias(...)` for a document given as SQL (a parameter or a literal). */
export function jsonRecordsetSql(document: string, columns: JsonRowColumns, alias: string, format: JsonRowsFormat = 'jsonb'): string {
  const definitions = Object.entries(columns).map(([name, type]) => `${name} ${type}`);
  return `${format}_to_recordset(${document}::${format}) AS ${alias}(${definitions.join(', ')})`;
}

/** The column names of a JsonRowColumns, comma-separated, optionally qualified by an alias. */
export const columnList = (columns: JsonRowColumns, alias?: string): string =>
  Object.keys(columns).map((name) => (alias ? `${alias}.${name}` : name)).join(', ');
