import { createHash } from 'node:crypto';
import type pg from 'pg';
import { addressKey } from './address-keys';

/**
 * The addresses an account (or a patient's doctor) recently signed in from, so the per-account
 * limit can spare them (see account-throttle.ts). An address counts by its address key, so a phone
 * that moves to another address of its /64 stays familiar. Only digests of the account and the
 * address key are kept, as in rate_limit_windows.
 */
export interface FamiliarAddresses {
  isFamiliar(account: string, address: string): Promise<boolean>;
  remember(account: string, address: string): Promise<void>;
}

export interface FamiliarAddressOptions {
  pool: pg.Pool;
  /** Keeps login and clinician redemption apart ('login'). */
  scope: string;
  /** How long after its last successful sign-in an address stays familiar. */
  retentionMs: number;
  /** Forgotten addresses of the scope are deleted at most this often (per process). Default an hour. */
  sweepEveryMs?: number;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

export function createFamiliarAddresses(options: FamiliarAddressOptions): FamiliarAddresses {
  const { pool, scope, retentionMs } = options;
  const sweepEveryMs = options.sweepEveryMs ?? 3_600_000;
  let lastSweepAt = Number.NEGATIVE_INFINITY;
  return {
    async isFamiliar(account, address) {
      const { rows } = await pool.query(
        `SELECT 1 FROM familiar_addresses
          WHERE scope = $1 AND account_key = $2 AND address_key = $3
            AND last_success_at > statement_timestamp() - $4::float8 * interval '1 millisecond'`,
        [scope, digest(account), digest(addressKey(address)), retentionMs],
      );
      return rows.length > 0;
    },
    async remember(account, address) {
      await pool.query(
        `INSERT INTO familiar_addresses (scope, account_key, address_key, last_success_at) VALUES ($1, $2, $3, statement_timestamp())
         ON CONFLICT (scope, account_key, address_key) DO UPDATE SET last_success_at = EXCLUDED.last_success_at`,
        [scope, digest(account), digest(addressKey(address))],
      );
      if (Date.now() - lastSweepAt < sweepEveryMs) return;
      lastSweepAt = Date.now();
      await pool.query(`DELETE FROM familiar_addresses WHERE scope = $1 AND last_success_at <= statement_timestamp() - $2::float8 * interval '1 millisecond'`, [scope, retentionMs]);
    },
  };
}

/** Runs inside the rate limits' migration transaction. */
export async function createFamiliarAddressesTable(client: pg.PoolClient): Promise<void> {
  await client.query(`CREATE TABLE IF NOT EXISTS familiar_addresses (
    scope text NOT NULL,
    account_key text NOT NULL,
    address_key text NOT NULL,
    last_success_at timestamptz NOT NULL,
    PRIMARY KEY (scope, account_key, address_key)
  )`);
}
