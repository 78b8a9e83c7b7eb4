import type pg from 'pg';
import { IMPORT_LIMITS, type ImportResponse } from '@glyco/contracts';
import type { RowQuery } from '../engine/row-query';

interface ImportRow {
  import_id: string;
  file_name: string;
  status: ImportResponse['status'];
  format: ImportResponse['format'];
  done: number;
  total: number;
  counts: ImportResponse['counts'];
  errors: ImportResponse['errors'];
  failure: string | null;
  created_at: Date;
  finished_at: Date | null;
  undone_at: Date | null;
}

const COLUMNS = 'import_id, file_name, status, format, done, total, counts, errors, failure, created_at, finished_at, undone_at';

function presentImport(row: ImportRow): ImportResponse {
  return {
    id: row.import_id,
    status: row.status,
    format: row.format,
    fileName: row.file_name,
    progress: { done: row.done, total: row.total },
    counts: row.counts,
    errors: row.errors.slice(0, IMPORT_LIMITS.errorsKept),
    failure: row.failure,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    undoneAt: row.undone_at?.toISOString() ?? null,
  };
}

/** One of the person's imports; another person's is not found. */
export async function findImport(pool: pg.Pool, userId: string, importId: string): Promise<ImportResponse | undefined> {
  const found = await pool.query<ImportRow>(`SELECT ${COLUMNS} FROM imports WHERE import_id = $1 AND user_id = $2`, [importId, userId]);
  return found.rows[0] && presentImport(found.rows[0]);
}

/** The person's imports, newest first. */
export async function listImports(pool: pg.Pool, userId: string): Promise<ImportResponse[]> {
  const found = await pool.query<ImportRow>(`SELECT ${COLUMNS} FROM imports WHERE user_id = $1 ORDER BY created_at DESC, import_id LIMIT $2`, [
    userId,
    IMPORT_LIMITS.listMax,
  ]);
  return found.rows.map(presentImport);
}

/** Every import of the person, oldest first, row by row: what the complete export streams. */
export function importsOldestFirstQuery(userId: string): RowQuery<ImportResponse> {
  return {
    text: `SELECT ${COLUMNS} FROM imports WHERE user_id = $1 ORDER BY created_at, import_id`,
    values: [userId],
    present: presentImport,
  };
}

/** Imports the person started after `since`. */
export async function importsStartedSince(pool: pg.Pool, userId: string, since: Date): Promise<number> {
  const counted = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM imports WHERE user_id = $1 AND created_at > $2', [userId, since]);
  return counted.rows[0]!.count;
}
