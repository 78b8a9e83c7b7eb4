import type pg from 'pg';
import { withTransaction } from '@glyco/runtime';

/*
 * `nightscout_secrets`: command-side state, one row per person, which every upload is
 * authenticated against. The route that sets or revokes a secret writes it before answering;
 * the secrets healer writes the same rows from the same events, so a crash between the append
 * and this write heals. Writes only move a row forward (by its event's revision in `user-<id>`).
 */

/** A pool, or the client of a projector batch's transaction. */
type Sql = Pick<pg.ClientBase, 'query'>;

export interface SavedSecret {
  /** secretHashOf(secret); null once uploads are turned off. */
  secretHash: string | null;
  setAt: Date;
  revision: bigint;
}

export async function createNightscoutSecretsTable(sql: Sql): Promise<void> {
  // Concurrent CREATE ... IF NOT EXISTS can still collide in the catalogue, hence the lock.
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext('glyco.nightscout_secrets.migrate'))`);
  await sql.query(`CREATE TABLE IF NOT EXISTS nightscout_secrets (
    user_id uuid PRIMARY KEY,
    secret_hash text UNIQUE,
    set_at timestamptz NOT NULL,
    revision bigint NOT NULL
  )`);
}

/**
 * The projector's healer may insert the same person's row at the same moment: ON CONFLICT (user_id)
 * cannot arbitrate an insert still in flight, which then fails on the secret's own unique index. Once
 * the other insert has committed, the same statement takes the update path (or changes nothing).
 */
export async function keepSecret(sql: Sql, userId: string, saved: SavedSecret): Promise<void> {
  try {
    await upsertSecret(sql, userId, saved);
  } catch (error) {
    if ((error as { code?: unknown }).code !== '23505') throw error;
    await upsertSecret(sql, userId, saved);
  }
}

async function upsertSecret(sql: Sql, userId: string, saved: SavedSecret): Promise<void> {
  await sql.query(
    `INSERT INTO nightscout_secrets AS s (user_id, secret_hash, set_at, revision) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET secret_hash = EXCLUDED.secret_hash, set_at = EXCLUDED.set_at, revision = EXCLUDED.revision
      WHERE s.revision < EXCLUDED.revision`,
    [userId, saved.secretHash, saved.setAt, saved.revision.toString()],
  );
}

/** The person a secret names, from any of the hashes a request's credentials give. */
export async function findUserBySecretHash(sql: Sql, hashes: readonly string[]): Promise<string | undefined> {
  const { rows } = await sql.query<{ user_id: string }>('SELECT user_id FROM nightscout_secrets WHERE secret_hash = ANY($1::text[]) LIMIT 1', [hashes]);
  return rows[0]?.user_id;
}

/** When the secret in force was made; undefined when uploads are off. */
export async function findSecretSetAt(sql: Sql, userId: string): Promise<Date | undefined> {
  const { rows } = await sql.query<{ set_at: Date }>('SELECT set_at FROM nightscout_secrets WHERE user_id = $1 AND secret_hash IS NOT NULL', [userId]);
  return rows[0]?.set_at;
}

/** Idempotent; safe to run from several processes at once. */
export async function migrateNightscoutSecrets(pool: pg.Pool): Promise<void> {
  await withTransaction(pool, (client) => createNightscoutSecretsTable(client));
}
