import type pg from 'pg';
import { withTransaction } from '@glyco/runtime';
import type { AccessTokenRole, AccessTokenSummary } from '@glyco/contracts';

/*
 * `nightscout_access_tokens`: command-side state, one row per token, which every API v3 request
 * is authorised against. A revocation marks its row before its event is appended, so a token is
 * refused from the moment the person asks, even if the append then fails; a creation appends
 * first, so a token never works before its event exists. The healer writes the same rows from
 * the events after a crash, and only ever moves a row towards revoked.
 */

type Sql = Pick<pg.ClientBase, 'query'>;

/** Last use is written at most this often per token: a sync every few seconds should not write each time. */
export const LAST_USED_RESOLUTION_SECONDS = 60;

export interface CreatedToken {
  tokenId: string;
  userId: string;
  name: string;
  role: AccessTokenRole;
  tokenHash: string;
  createdAt: Date;
}

/** The person and role a token in force gives. */
export interface TokenGrant {
  tokenId: string;
  userId: string;
  name: string;
  role: AccessTokenRole;
}

export async function createAccessTokensTable(sql: Sql): Promise<void> {
  // Concurrent CREATE ... IF NOT EXISTS can still collide in the catalogue, hence the lock.
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext('glyco.nightscout_access_tokens.migrate'))`);
  await sql.query(`CREATE TABLE IF NOT EXISTS nightscout_access_tokens (
    token_id uuid PRIMARY KEY,
    user_id uuid NOT NULL,
    name text NOT NULL,
    role text NOT NULL,
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL,
    last_used_at timestamptz,
    revoked_at timestamptz
  )`);
  await sql.query('CREATE INDEX IF NOT EXISTS nightscout_access_tokens_user ON nightscout_access_tokens (user_id)');
}

export async function migrateAccessTokens(pool: pg.Pool): Promise<void> {
  await withTransaction(pool, (client) => createAccessTokensTable(client));
}

/** A row is written once; a replay of its creation never revives a revoked token. */
export async function keepCreatedToken(sql: Sql, token: CreatedToken): Promise<void> {
  await sql.query(
    `INSERT INTO nightscout_access_tokens (token_id, user_id, name, role, token_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (token_id) DO NOTHING`,
    [token.tokenId, token.userId, token.name, token.role, token.tokenHash, token.createdAt],
  );
}

/** True when the person's token was in force and now is not. */
export async function markRevoked(sql: Sql, userId: string, tokenId: string, at: Date): Promise<boolean> {
  const { rowCount } = await sql.query('UPDATE nightscout_access_tokens SET revoked_at = $3 WHERE user_id = $1 AND token_id = $2 AND revoked_at IS NULL', [userId, tokenId, at]);
  return (rowCount ?? 0) > 0;
}

export async function forgetTokensOf(sql: Sql, userId: string): Promise<void> {
  await sql.query('DELETE FROM nightscout_access_tokens WHERE user_id = $1', [userId]);
}

const GRANT_COLUMNS = 'token_id AS "tokenId", user_id AS "userId", name, role';

export async function findGrantByHash(sql: Sql, tokenHash: string): Promise<TokenGrant | undefined> {
  const { rows } = await sql.query<TokenGrant>(`SELECT ${GRANT_COLUMNS} FROM nightscout_access_tokens WHERE token_hash = $1 AND revoked_at IS NULL`, [tokenHash]);
  return rows[0];
}

/** The grant of a token still in force, noting its use (at most once a LAST_USED_RESOLUTION_SECONDS). */
export async function useGrant(sql: Sql, tokenId: string): Promise<TokenGrant | undefined> {
  const { rows } = await sql.query<TokenGrant & { stale: boolean }>(
    `SELECT ${GRANT_COLUMNS}, (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2)) AS stale
       FROM nightscout_access_tokens WHERE token_id = $1 AND revoked_at IS NULL`,
    [tokenId, LAST_USED_RESOLUTION_SECONDS],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.stale) await sql.query('UPDATE nightscout_access_tokens SET last_used_at = now() WHERE token_id = $1', [tokenId]);
  const { stale: _stale, ...grant } = row;
  return grant;
}

export async function listTokensOf(sql: Sql, userId: string): Promise<AccessTokenSummary[]> {
  const { rows } = await sql.query<{ token_id: string; name: string; role: AccessTokenRole; created_at: Date; last_used_at: Date | null }>(
    `SELECT token_id, name, role, created_at, last_used_at FROM nightscout_access_tokens
      WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at, token_id`,
    [userId],
  );
  return rows.map((row) => ({ id: row.token_id, name: row.name, role: row.role, createdAt: row.created_at.toISOString(), lastUsedAt: row.last_used_at?.toISOString() ?? null }));
}
