import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '@glyco/runtime/transaction';
import { quoteIdentifier } from '../postgres/tables';
import { erasureLockSql, personKeysTable, tombstoneSql } from './erasure-lock';
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

/** Creates `person_keys` when missing; the event store's erasure guard reads it too. */
export async function createPersonKeysTable(pool: pg.Pool, schema = 'public'): Promise<void> {
  const table = personKeysTable(schema);
  await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)};
    CREATE TABLE IF NOT EXISTS ${table} (
      key_id uuid PRIMARY KEY,
      person_id text NOT NULL,
      period text NOT NULL,
      wrapped_key bytea,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (person_id, period));
    ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS erased_at timestamptz`);
}

/**
 * `person_keys`: one row per data key, wrapped with the key-encryption key. The person's own
 * key has the period ''; that row is also the person's tombstone. Starting an erasure stamps it
 * `erased_at` (nothing more is sealed for them, what was sealed still opens); erasing destroys
 * every key of the person and keeps the rows, keyless, so a key another process still has cached
 * is known as an erased person's (the event store's guard refuses what it sealed).
 */
export function createPostgresPersonKeys(pool: pg.Pool, keyEncryptionKey: Buffer, schema = 'public'): PostgresPersonKeys {
  const table = personKeysTable(schema);
  const unwrap = (keyId: string, wrapped: Buffer) => unwrapKey(keyEncryptionKey, wrapped, keyId);
  return {
    async migrate() {
      await createPersonKeysTable(pool, schema);
      await checkKeyEncryptionKey(pool, table, keyEncryptionKey);
    },
    async keyForSealing(personId, period = '') {
      // The own-key row first: it is the tombstone every guard locks and reads, so it must exist.
      if (period !== '') await this.keyForSealing(personId);
      const keyId = randomUUID();
      const { rows } = await pool.query<{ key_id: string; period: string; wrapped_key: Buffer | null; erased: boolean }>(
        `WITH created AS (
           INSERT INTO ${table} (key_id, person_id, period, wrapped_key)
           SELECT $1, $2, $3, $4
           WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE person_id = $2 AND (period = $3 OR ${tombstoneSql()}))
           ON CONFLICT (person_id, period) DO NOTHING
           RETURNING key_id, period, wrapped_key, false AS erased)
         SELECT key_id::text, period, wrapped_key, erased FROM created
         UNION ALL SELECT key_id::text, period, wrapped_key, ${tombstoneSql()} AS erased FROM ${table} WHERE person_id = $2 AND period IN ($3, '')`,
        [keyId, personId, period, wrapKey(keyEncryptionKey, newDataKey(), keyId)],
      );
      if (rows.some((row) => row.erased)) throw new PersonErasedError(personId);
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
    beginErasure: (personId) => markErased(pool, table, personId, 'keep-keys'),
    erasePerson: (personId) => markErased(pool, table, personId, 'destroy-keys'),
    async shredPeriodsBefore(period) {
      // An erased person's keyless rows stay: they name the keys other processes may still have cached.
      const { rowCount } = await pool.query(`DELETE FROM ${table} WHERE period <> '' AND period < $1 AND wrapped_key IS NOT NULL`, [period]);
      return rowCount ?? 0;
    },
  };
}

/**
 * Stamps the tombstone under the person's erasure lock, held exclusive: it waits for every write
 * of theirs in flight to commit, and every later one sees the stamp. With 'destroy-keys' every key
 * of the person is destroyed too.
 */
async function markErased(pool: pg.Pool, table: string, personId: string, keys: 'keep-keys' | 'destroy-keys'): Promise<void> {
  await withTransaction(pool, async (client) => {
    await client.query(`SELECT ${erasureLockSql('$1', 'exclusive')}`, [personId]);
    await client.query(
      `WITH destroyed AS (UPDATE ${table} SET wrapped_key = NULL WHERE person_id = $1 AND period <> '' AND $3)
       INSERT INTO ${table} (key_id, person_id, period, wrapped_key, erased_at) VALUES ($2, $1, '', NULL, now())
       ON CONFLICT (person_id, period) DO UPDATE SET erased_at = coalesce(${table}.erased_at, now()),
         wrapped_key = CASE WHEN $3 THEN NULL ELSE ${table}.wrapped_key END`,
      [personId, randomUUID(), keys === 'destroy-keys'],
    );
  });
}
