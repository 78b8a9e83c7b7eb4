import type pg from 'pg';
import { withTransaction } from '@glyco/runtime';

/*
 * `session_revocations`: one row per account, the state every authenticated request is checked
 * against. The route that revokes writes it before answering; the revocations healer writes the
 * same rows from the same events, so a crash between the append and this write heals. Both
 * writes only ever move a row forward, so they may arrive in any order.
 */

/** A pool, or the client of a projector batch's transaction. */
type Sql = Pick<pg.ClientBase, 'query'>;

/** An issue (or, with a null hash, a revocation) of the doctor's access code. */
export interface SavedAccessCode {
  /** HMAC-SHA-256 of the code under `salt`; null once revoked. */
  codeHash: string | null;
  salt: string | null;
  expiresAt: Date | null;
  /** Revision in `user-<id>` of the event: a grant names it, so every new code ends older sessions. */
  revision: bigint;
}

/** The code that grants clinician access until it expires, and the event that issued it. */
export interface AccessCodeInForce {
  codeHash: string;
  salt: string;
  expiresAt: Date;
  revision: bigint;
}

export async function createSessionRevocationsTable(sql: Sql): Promise<void> {
  // Concurrent CREATE ... IF NOT EXISTS can still collide in the catalogue, hence the lock.
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext('glyco.session_revocations.migrate'))`);
  await sql.query(`CREATE TABLE IF NOT EXISTS session_revocations (
    user_id uuid PRIMARY KEY,
    tokens_valid_after timestamptz,
    access_code_sha256 text,
    access_code_revision bigint
  )`);
  // access_code_sha256 held the unsalted digest of codes people chose; it is no longer read.
  await sql.query(`ALTER TABLE session_revocations
    ADD COLUMN IF NOT EXISTS access_code_hash text,
    ADD COLUMN IF NOT EXISTS access_code_salt text,
    ADD COLUMN IF NOT EXISTS access_code_expires_at timestamptz`);
}

/** Tokens issued up to `at` are void; a later revocation already kept wins (GREATEST). */
export async function raiseTokensValidAfter(sql: Sql, userId: string, at: Date): Promise<void> {
  await sql.query(
    `INSERT INTO session_revocations AS r (user_id, tokens_valid_after) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET tokens_valid_after = GREATEST(r.tokens_valid_after, EXCLUDED.tokens_valid_after)`,
    [userId, at],
  );
}

/** Keeps an issue or revocation of the code, unless a later one is already kept. */
export async function keepAccessCode(sql: Sql, patientId: string, state: SavedAccessCode): Promise<void> {
  await sql.query(
    `INSERT INTO session_revocations AS r (user_id, access_code_hash, access_code_salt, access_code_expires_at, access_code_revision)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET access_code_hash = EXCLUDED.access_code_hash, access_code_salt = EXCLUDED.access_code_salt,
       access_code_expires_at = EXCLUDED.access_code_expires_at, access_code_revision = EXCLUDED.access_code_revision
      WHERE r.access_code_revision IS NULL OR r.access_code_revision < EXCLUDED.access_code_revision`,
    [patientId, state.codeHash, state.salt, state.expiresAt, state.revision.toString()],
  );
}

/** Epoch ms before which (inclusive) each user's tokens are void, for the users ever revoked, in one query. */
export async function findTokensValidAfterMany(sql: Sql, userIds: readonly string[]): Promise<Map<string, number>> {
  // Named, so each connection parses it once: it runs before every request. (PostgreSQL still plans it
  // per call: the array's length changes the plan's cost.)
  const { rows } = await sql.query<{ user_id: string; at: Date }>({
    name: 'session-revocations-tokens-valid-after',
    text: 'SELECT user_id, tokens_valid_after AS at FROM session_revocations WHERE user_id = ANY($1::uuid[]) AND tokens_valid_after IS NOT NULL',
    values: [userIds],
  });
  return new Map(rows.map((row) => [row.user_id, row.at.getTime()]));
}

/** The patient's doctor access code as last issued, expired or not; undefined when revoked or never issued. */
export async function findAccessCode(sql: Sql, patientId: string): Promise<AccessCodeInForce | undefined> {
  const { rows } = await sql.query<{ hash: string | null; salt: string | null; expires: Date | null; revision: string | null }>(
    `SELECT access_code_hash AS hash, access_code_salt AS salt, access_code_expires_at AS expires, access_code_revision::text AS revision
       FROM session_revocations WHERE user_id = $1`,
    [patientId],
  );
  const row = rows[0];
  if (!row?.hash || !row.salt || !row.expires || row.revision === null) return undefined;
  return { codeHash: row.hash, salt: row.salt, expiresAt: row.expires, revision: BigInt(row.revision) };
}

/** Idempotent; safe to run from several processes at once. */
export async function migrateSessionRevocations(pool: pg.Pool): Promise<void> {
  await withTransaction(pool, (client) => createSessionRevocationsTable(client));
}
