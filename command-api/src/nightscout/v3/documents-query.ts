import type pg from 'pg';
import { NIGHTSCOUT_V3_COLLECTIONS, projectFields, type NightscoutV3Collection, type V3SearchQuery } from '@glyco/contracts';
import { filtersSql, orderSql } from './filter-sql';

export interface StoredV3Document {
  document: Record<string, unknown>;
  srvModified: number;
  isValid: boolean;
}

interface Row {
  document: Record<string, unknown>;
  srv_created: string;
  srv_modified: string;
  is_valid: boolean;
}

const COLUMNS = 'document, srv_created, srv_modified, is_valid';

/** The document as API v3 answers it: Nightscout's server fields beside the stored ones. */
function answerOf(row: Row): StoredV3Document {
  const srvModified = Number(row.srv_modified);
  return { document: { ...row.document, srvCreated: Number(row.srv_created), srvModified, isValid: row.is_valid }, srvModified, isValid: row.is_valid };
}

/** Valid documents matching a search, in its order, one page of `limit` after `skip`. */
export async function searchDocuments(pool: pg.Pool, userId: string, collection: NightscoutV3Collection, query: V3SearchQuery): Promise<Record<string, unknown>[]> {
  const where = filtersSql(query.filters, 4);
  const { rows } = await pool.query<Row>(
    `SELECT ${COLUMNS} FROM nightscout_v3_documents
      WHERE user_id = $1 AND collection = $2 AND is_valid AND ${where.text}
      ORDER BY ${orderSql(query.sort)} LIMIT $3 OFFSET $4`,
    [userId, collection, query.limit, query.skip, ...where.values],
  );
  return rows.map((row) => projectFields(answerOf(row).document, query.fields));
}

/** Documents changed after `since` (or at it, when `inclusive`), deleted ones too, oldest change first. */
export async function documentsChangedSince(
  pool: pg.Pool,
  userId: string,
  collection: NightscoutV3Collection,
  since: { ms: number; inclusive: boolean },
  limit: number,
): Promise<StoredV3Document[]> {
  const { rows } = await pool.query<Row>(
    `SELECT ${COLUMNS} FROM nightscout_v3_documents
      WHERE user_id = $1 AND collection = $2 AND srv_modified ${since.inclusive ? '>=' : '>'} $3
      ORDER BY srv_modified, identifier LIMIT $4`,
    [userId, collection, since.ms, limit],
  );
  return rows.map(answerOf);
}

export async function readDocument(pool: pg.Pool, userId: string, collection: NightscoutV3Collection, identifier: string): Promise<StoredV3Document | undefined> {
  const { rows } = await pool.query<Row>(
    `SELECT ${COLUMNS} FROM nightscout_v3_documents WHERE user_id = $1 AND collection = $2 AND identifier::text = $3`,
    [userId, collection, identifier],
  );
  return rows[0] && answerOf(rows[0]);
}

/** The record behind a document, for a delete. */
export async function recordOfDocument(pool: pg.Pool, userId: string, collection: NightscoutV3Collection, identifier: string): Promise<{ kind: 'reading' | 'dose' | 'meal'; isValid: boolean } | undefined> {
  const { rows } = await pool.query<{ kind: 'reading' | 'dose' | 'meal'; is_valid: boolean }>(
    'SELECT kind, is_valid FROM nightscout_v3_documents WHERE user_id = $1 AND collection = $2 AND identifier::text = $3',
    [userId, collection, identifier],
  );
  return rows[0] && { kind: rows[0].kind, isValid: rows[0].is_valid };
}

/** When each collection last changed, in epoch ms (0: never); collections Glyco keeps nothing in stay 0. */
export async function lastModifiedByCollection(pool: pg.Pool, userId: string): Promise<Record<NightscoutV3Collection, number>> {
  const { rows } = await pool.query<{ collection: NightscoutV3Collection; latest: string }>(
    'SELECT collection, max(srv_modified) AS latest FROM nightscout_v3_documents WHERE user_id = $1 GROUP BY collection',
    [userId],
  );
  const latest = Object.fromEntries(NIGHTSCOUT_V3_COLLECTIONS.map((collection) => [collection, 0])) as Record<NightscoutV3Collection, number>;
  for (const row of rows) latest[row.collection] = Number(row.latest);
  return latest;
}
