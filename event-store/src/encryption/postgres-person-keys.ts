import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { quoteIdentifier } from '../postgres/tables';
import { newDataKey, unwrapKey, wrapKey } from './sealing';
import { PersonErasedError, type PersonKeys } from './person-keys';

export interface PostgresPersonKeys extends PersonKeys {
  /**
   * Creates the key table when missing (safe to run on every start), then checks that the
   * key-encryption key opens the table's keys: WrongKeyEncryptionKeyError if not.
   */
  migrate(): Promise<void>;
}

export class WrongKeyEncryptionKeyError extends Error {
  override readonly name = 'WrongKeyEncryptionKeyError';
  constructor() {
    super('KEY_ENCRYPTION_KEY does not open the data keys of this database: every process needs the key the first one used');
  }
}

/** A row no person owns, wrapped by the first key-encryption key: any other key fails to open it. */
const KEY_CHECK = { personId: 'glyco:key-check', keyId: '00000000-0000-4000-8000-000000000000' };

async function checkKeyEncryptionKey(pool: pg.Pool, table: string, keyEncryptionKey: Buffer): Promise<void> {
  await pool.query(`INSERT INTO ${table} (key_id, person_id, period, wrapped_key) VALUES ($1, $2, '', $3) ON CONFLICT DO NOTHING`, [
    KEY_CHECK.keyId,
    KEY_CHECK.personId,
    wrapKey(keyEncryptionKey, newDataKey(), KEY_CHECK.keyId),
  ]);
  const { rows } = await pool.query<{ wrapped_key: Buffer }>(`SELECT wrapped_key FROM ${table} WHERE key_id = $1`, [KEY_CHECK.keyId]);
  try {
    unwrapKey(keyEncryptionKey, rows[0]!.wrapped_key, KEY_CHECK.keyId);
  } catch {
    throw new WrongKeyEncryptionKeyError();
  }
}

/**
 * `person_keys`: one row per data key, wrapped with the key-encryption key. The person's own
 * key has the period ''; erasing a person deletes their rows and leaves that row with no key,
 * which refuses any later seal for them.
 */
export function createPostgresPersonKeys(pool: pg.Pool, keyEncryptionKey: Buffer, schema = 'public'): PostgresPersonKeys {
  const table = `${quoteIdentifier(schema)}.person_keys`;
  const unwrap = (keyId: string, wrapped: Buffer) => unwrapKey(keyEncryptionKey, wrapped, keyId);
  return {
    async migrate() {
      await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)};
        CREATE TABLE IF NOT EXISTS ${table} (
          key_id uuid PRIMARY KEY,
          person_id text NOT NULL,
          period text NOT NULL,
          wrapped_key bytea,
          created_at timestamptz NOT NULL DEFAULT now(),
          UNIQUE (person_id, period))`);
      await checkKeyEncryptionKey(pool, table, keyEncryptionKey);
    },
    async keyForSealing(personId, period = '') {
      const keyId = randomUUID();
      const { rows } = await pool.query<{ key_id: string; period: string; wrapped_key: Buffer | null }>(
        `WITH created AS (
           INSERT INTO ${table} (key_id, person_id, period, wrapped_key)
           SELECT $1, $2, $3, $4
           WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE person_id = $2 AND period IN ($3, '') AND (period = $3 OR wrapped_key IS NULL))
           ON CONFLICT (person_id, period) DO NOTHING
           RETURNING key_id, period, wrapped_key)
         SELECT key_id::text, period, wrapped_key FROM created
         UNION ALL SELECT key_id::text, period, wrapped_key FROM ${table} WHERE person_id = $2 AND period IN ($3, '')`,
        [keyId, personId, period, wrapKey(keyEncryptionKey, newDataKey(), keyId)],
      );
      if (rows.some((row) => row.period === '' && row.wrapped_key === null)) throw new PersonErasedError(personId);
      const held = rows.find((row) => row.period === period && row.wrapped_key !== null);
      if (!held) return this.keyForSealing(personId, period);
      return { keyId: held.key_id, key: unwrap(held.key_id, held.wrapped_key!) };
    },
    async keysForOpening(keyIds) {
      const { rows } = await pool.query<{ key_id: string; wrapped_key: Buffer }>(
        `SELECT key_id::text, wrapped_key FROM ${table} WHERE key_id = ANY($1::uuid[]) AND wrapped_key IS NOT NULL`,
        [keyIds],
      );
      return new Map(rows.map((row) => [row.key_id, unwrap(row.key_id, row.wrapped_key)]));
    },
    async erasePerson(personId) {
      await pool.query(
        `WITH destroyed AS (DELETE FROM ${table} WHERE person_id = $1 AND period <> '')
         INSERT INTO ${table} (key_id, person_id, period, wrapped_key) VALUES ($2, $1, '', NULL)
         ON CONFLICT (person_id, period) DO UPDATE SET wrapped_key = NULL`,
        [personId, randomUUID()],
      );
    },
    async shredPeriodsBefore(period) {
      const { rowCount } = await pool.query(`DELETE FROM ${table} WHERE period <> '' AND period < $1`, [period]);
      return rowCount ?? 0;
    },
  };
}
