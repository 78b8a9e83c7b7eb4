import pg from 'pg';
import { jsonRecordsetSql, type JsonRowColumns } from './json-rows';

const DOLLAR_QUOTE = '$glyco$';

/**
 * A string as an SQL literal, for statements sent without parameters (several in one round trip).
 * Dollar quoting takes the text as it is, so a batch's JSON document is not copied character by
 * character. Text in which the closing tag would be found early (text holding the tag, or ending
 * in `$glyco`, whose last `$` and the tag's first would close it) falls back to ordinary escaping.
 */
export function textLiteral(value: string): string {
  const quoted = `${value}${DOLLAR_QUOTE}`;
  return quoted.indexOf(DOLLAR_QUOTE) === value.length ? `${DOLLAR_QUOTE}${quoted}` : pg.escapeLiteral(value);
}

/** An element of an array's text form, double-quoted: only `"` and `\\` need escaping inside. */
const arrayElement = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** An array's text form, `{"a","b"}`, as PostgreSQL reads it for any element type. */
export const arrayText = (values: readonly string[]): string => `{${values.map(arrayElement).join(',')}}`;

/**
 * `'{...}'::type[]` of text values read as `type` (uuid, date, text): one constant, however many
 * values, where `ARRAY[...]` would make the server parse and cast each value as an expression.
 */
export const textArrayLiteral = (values: readonly string[], type: string): string =>
  `${textLiteral(arrayText(values))}::${type}[]`;

/** `'{...}'::type[]` of integers (int, bigint, numeric): digits need no quoting. */
export const integerArrayLiteral = (values: readonly (bigint | number)[], type: string): string =>
  `'{${values.map((value) => BigInt(value).toString()).join(',')}}'::${type}[]`;

/** jsonRowsSql with the rows as a literal instead of a parameter. */
export const jsonRowsLiteral = (rows: readonly object[], columns: JsonRowColumns, alias = 'r'): string =>
  jsonRecordsetSql(textLiteral(JSON.stringify(rows)), columns, alias);
