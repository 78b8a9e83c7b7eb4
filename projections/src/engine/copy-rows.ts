import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { columnList, type JsonRowColumns } from './json-rows';
import { arrayText } from './literals';

/**
 * Batches of at least this many new rows go by COPY: a rebuild's batches of thousands. Below it,
 * the extra round trips of COPY and its savepoint outweigh what it saves on a live batch of a few.
 */
export const COPY_MIN_ROWS = 500;

/** Whether a batch of this many rows goes by COPY. */
export const isCopied = (rows: number): boolean => rows >= COPY_MIN_ROWS;

const SAVEPOINT = 'copy_rows';
const UNIQUE_VIOLATION = '23505';

export interface NewRows {
  /** Quoted physical table name. */
  table: string;
  columns: JsonRowColumns;
  rows: readonly Record<string, unknown>[];
  /** Writes the same rows when one of them exists already: the read model's INSERT ... ON CONFLICT. */
  upsert(): Promise<unknown>;
}

/**
 * Inserts rows the caller believes new, in the batch's transaction. A large batch goes by COPY,
 * which PostgreSQL reads about a third faster than the same rows from a JSON document; should one
 * exist after all (an event applied twice), the COPY rolls back to its savepoint and the read
 * model's own upsert writes the batch, so both ways leave the same rows.
 */
export async function insertNewRows(sql: pg.PoolClient, target: NewRows): Promise<void> {
  if (target.rows.length === 0) return;
  if (isCopied(target.rows.length) && (await copiedWithoutConflict(sql, target))) return;
  await target.upsert();
}

async function copiedWithoutConflict(sql: pg.PoolClient, { table, columns, rows }: NewRows): Promise<boolean> {
  await sql.query(`SAVEPOINT ${SAVEPOINT}`);
  try {
    const copy = sql.query(copyFrom(`COPY ${table} (${columnList(columns)}) FROM STDIN`));
    await pipeline(Readable.from(copyChunks(columns, rows)), copy);
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    await sql.query(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
    return false;
  }
  await sql.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
  return true;
}

/** Rows in COPY's text format: one line per row, columns separated by tabs, `\N` for null. */
export function copyText(columns: JsonRowColumns, rows: readonly Record<string, unknown>[]): string {
  return [...copyChunks(columns, rows)].join('');
}

/** Characters of COPY text sent at a time: small strings are quicker to encode than a batch's whole text. */
const CHUNK_CHARS = 64 * 1024;

/** `copyText` in pieces of whole rows, about `CHUNK_CHARS` each. */
export function* copyChunks(columns: JsonRowColumns, rows: readonly Record<string, unknown>[]): Generator<string> {
  const names = Object.keys(columns);
  const writers = names.map((name) => writerOf(columns[name]!));
  let text = '';
  for (const row of rows) {
    for (let index = 0; index < names.length; index++) {
      text += (index === 0 ? '' : '\t') + writers[index]!(row[names[index]!]);
    }
    text += '\n';
    if (text.length >= CHUNK_CHARS) {
      yield text;
      text = '';
    }
  }
  if (text) yield text;
}

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** Types whose valid values hold no character COPY escapes: written as they are. */
const PLAIN_TYPES = new Set(['uuid', 'int', 'integer', 'bigint', 'smallint', 'float8', 'numeric', 'boolean', 'date', 'timestamptz']);

function writerOf(type: string): (value: unknown) => string {
  if (/^jsonb?$/.test(type)) return (value) => (value == null ? NULL : escaped(JSON.stringify(value)));
  if (type.endsWith('[]')) return (value) => (value == null ? NULL : escaped(arrayText((value as unknown[]).map(String))));
  if (PLAIN_TYPES.has(type)) return plainValue;
  return copyValue;
}

/**
 * A value of a plain type, unescaped: should a malformed one hold a tab or a newline after all,
 * its row has the wrong number of columns and PostgreSQL refuses the whole COPY.
 */
function plainValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return copyValue(value);
}

const NULL = '\\N';

/**
 * A scalar as COPY reads it, `\N` for null. Objects go only to json columns, arrays to json and
 * array columns (`text[]`), which `copyText` writes as JSON and as an array's text form.
 */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return NULL;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') throw new Error('copyValue: objects and arrays only for json columns');
  return escaped(typeof value === 'string' ? value : String(value));
}

/** A backslash, tab, newline or carriage return escaped with a backslash. */
const escaped = (text: string): string => (SPECIAL.test(text) ? text.replace(SPECIALS, (char) => ESCAPES[char]!) : text);
