import type pg from 'pg';
import { withTransaction } from '@glyco/contracts/runtime';

/*
 * `session_revocations`: one row per account, the state every authenticated request is checked
 * against. The route that revokes writes it before answering; the revocations healer writes the
 * same rows from the same events, so a crash between the append and this write heals. Both
 * writes only ever move a row forward, so they may arrive in any order.
 */

/** A pool, or the client of a projector batch's transaction. */
type Sql = Pick<pg.ClientBase, 'query'>;

/** A save of the doctor's access code. */
export interface SavedAccessCode {
  /** SHA-256 of the trimmed code; null when the code grants nothing (cleared or too short). */
  codeSha256: string | null;
  /** Revision in `user-<id>` of the save: a grant names it, so setting an earlier code again is still a change. */
  revision: bigint;
}

/** The code that grants clinician access now, and the save that set it. */
export type AccessCodeInForce = SavedAccessCode & { codeSha256: string };

export async function createSessionRevocationsTable(sql: Sql): Promise<void> {
  // Concurrent CREATE ... IF NOT EXISTS can still collide in the catalogue, hence the lock.
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext('glyco.session_revocations.migrate'))`);
  await sql.query(`CREATE TABLE IF NOT EXISTS session_revocations (
    user_id uuid PRIMARY KEY,
    tokens_valid_after timestamptz,
    access_code_sha256 text,
    access_code_revision bigint
  )`);
}

/** Tokens issued up to `at` are void; a later revocation already kept wins (GREATEST). */
export async function raiseTokensValidAfter(sql: Sql, userId: string, at: Date): Promise<void> {
  await sql.query(
    `INSERT INTO session_revocations AS r (user_id, tokens_valid_after) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET tokens_valid_after = GREATEST(r.tokens_valid_after, EXCLUDED.tokens_valid_after)`,
    [userId, at],
  );
}

/**
 * Keeps the code a save set, unless a later save is already kept. `knownChange` comes from the
 * route, which read the stream: the code differs from the one before. The healer, which does not
 * know, counts a save as a change only when its code differs from the one kept, so re-saving a
 * profile with the same code leaves the doctor's session alone.
 */
export async function keepAccessCode(sql: Sql, patientId: string, state: SavedAccessCode, knownChange: boolean): Promise<void> {
  await sql.query(
    `INSERT INTO session_revocations AS r (user_id, access_code_sha256, access_code_revision) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET access_code_sha256 = EXCLUDED.access_code_sha256, access_code_revision = EXCLUDED.access_code_revision
      WHERE (r.access_code_revision IS NULL OR r.access_code_revision < EXCLUDED.access_code_revision)
        AND ($4 OR r.access_code_sha256 IS DISTINCT FROM EXCLUDED.access_code_sha256)`,
    [patientId, state.codeSha256, state.revision.toString(), knownChange],
  );
}

/** Epoch ms up to which the user's tokens are void, if they ever were revoked. */
export async function findTokensValidAfter(sql: Sql, userId: string): Promise<number | undefined> {
  const { rows } = await sql.query<{ at: Date | null }>('SELECT tokens_valid_after AS at FROM session_revocations WHERE user_id = $1', [userId]);
  return rows[0]?.at?.getTime() ?? undefined;
}

/** The patient's doctor access code as last saved; undefined when none grants access. */
export async function findAccessCode(sql: Sql, patientId: string): Promise<AccessCodeInForce | undefined> {
  const { rows } = await sql.query<{ sha: string | null; revision: string | null }>(
    'SELECT access_code_sha256 AS sha, access_code_revision::text AS revision FROM session_revocations WHERE user_id = $1',
    [patientId],
  );
  const row = rows[0];
  return row?.sha && row.revision !== null ? { codeSha256: row.sha, revision: BigInt(row.revision) } : undefined;
}

/** Idempotent; safe to run from several processes at once. */
export async function migrateSessionRevocations(pool: pg.Pool): Promise<void> {
  await withTransaction(pool, (client) => createSessionRevocationsTable(client));
}
