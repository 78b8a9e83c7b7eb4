/** Column name to PostgreSQL type, in the order the rows are read. */
export type JsonRowColumns = Readonly<Record<string, string>>;

/**
 * `json_to_recordset($n::json) AS alias(column type, ...)`: a whole batch of rows as one
 * parameter, `JSON.stringify` of objects keyed by the column names (nested objects land in json
 * or jsonb columns as they are). For batches of thousands of rows PostgreSQL parses one JSON
 * document several times faster than the driver escapes and the server parses one array literal
 * per column. `json`, not `jsonb`: the server reads the document field by field as text instead of
 * first building a jsonb tree of all of it, which took a third of an insert's time, and copies
 * values bound for json columns as sent.
 */
export const jsonRowsSql = (parameter: number, columns: JsonRowColumns, alias = 'r'): string => jsonRecordsetSql(`$${parameter}`, columns, alias);

/** `json_to_recordset(document::json) AS alias(...)` for a document given as SQL (a parameter or a literal). */
export function jsonRecordsetSql(document: string, columns: JsonRowColumns, alias: string): string {
  const definitions = Object.entries(columns).map(([name, type]) => `${name} ${type}`);
  return `json_to_recordset(${document}::json) AS ${alias}(${definitions.join(', ')})`;
}

/** The column names of a JsonRowColumns, comma-separated, optionally qualified by an alias. */
export const columnList = (columns: JsonRowColumns, alias?: string): string =>
  Object.keys(columns).map((name) => (alias ? `${alias}.${name}` : name)).join(', ');

/** `a = EXCLUDED.a, b = EXCLUDED.b`: an upsert's conflicting row takes these columns of the new one. */
export const excludedAssignments = (columns: readonly string[]): string => columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ');
