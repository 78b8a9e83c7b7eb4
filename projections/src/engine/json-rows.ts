/** Column name to PostgreSQL type, in the order the rows are read. */
export type JsonRowColumns = Readonly<Record<string, string>>;

/**
 * `jsonb_to_recordset($n::jsonb) AS alias(column type, ...)`: a whole batch of rows as one
 * parameter, `JSON.stringify` of objects keyed by the column names (nested objects land in jsonb
 * columns as they are). For batches of thousands of rows PostgreSQL parses one JSON document
 * several times faster than the driver escapes and the server parses one array literal per column.
 */
export const jsonRowsSql = (parameter: number, columns: JsonRowColumns, alias = 'r'): string => jsonRecordsetSql(`$${parameter}`, columns, alias);

/** `jsonb_to_recordset(document::jsonb) AS alias(...)` for a document given as SQL (a parameter or a literal). */
export function jsonRecordsetSql(document: string, columns: JsonRowColumns, alias: string): string {
  const definitions = Object.entries(columns).map(([name, type]) => `${name} ${type}`);
  return `jsonb_to_recordset(${document}::jsonb) AS ${alias}(${definitions.join(', ')})`;
}

/** The column names of a JsonRowColumns, comma-separated, optionally qualified by an alias. */
export const columnList = (columns: JsonRowColumns, alias?: string): string =>
  Object.keys(columns).map((name) => (alias ? `${alias}.${name}` : name)).join(', ');
