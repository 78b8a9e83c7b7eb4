import { createHash } from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '@glyco/runtime';
import { createFamiliarAddressesTable } from './familiar-addresses';

export type RateLimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter per key, kept in PostgreSQL so every API process counts against the
 * same limit. Checked before any password hashing so a flood of guesses costs the server nothing.
 */
export interface RateLimiter {
  /** Records one attempt; over the limit, says how many seconds until the window ends. */
  hit(key: string): Promise<RateLimitCheck>;
  /** Whether one more attempt would be allowed now, without counting one. */
  peek(key: string): Promise<RateLimitCheck>;
  /** Forgets the key's window, e.g. after a successful login. */
  reset(key: string): Promise<void>;
}

export interface RateLimiterOptions {
  pool: pg.Pool;
  /** Which limit this is ('login:ip'); limiters of different scopes never share a counter. */
  scope: string;
  limit: number;
  windowMs: number;
  /** Default: PostgreSQL's clock, the one every process shares. */
  now?: () => Date;
  /** Expired windows of the scope are deleted at most this often (per process). Default a minute. */
  sweepEveryMs?: number;
}

// One statement, so concurrent hits from any number of processes serialise on the row lock and
// each sees the count the previous one left. An expired window restarts at 1.
const HIT = `
WITH clock AS (SELECT COALESCE($3::timestamptz, statement_timestamp()) AS now)
INSERT INTO rate_limit_windows AS w (scope, key, window_started_at, hits)
SELECT $1, $2, clock.now, 1 FROM clock
ON CONFLICT (scope, key) DO UPDATE SET
  hits = CASE WHEN w.window_started_at + $4::float8 * interval '1 millisecond' <= EXCLUDED.window_started_at THEN 1 ELSE w.hits + 1 END,
  window_started_at = CASE WHEN w.window_started_at + $4::float8 * interval '1 millisecond' <= EXCLUDED.window_started_at
    THEN EXCLUDED.window_started_at ELSE w.window_started_at END
RETURNING hits, extract(epoch FROM w.window_started_at + $4::float8 * interval '1 millisecond' - (SELECT now FROM clock))::float8 AS seconds_left`;

const PEEK = `
SELECT hits, extract(epoch FROM window_started_at + $4::float8 * interval '1 millisecond' - COALESCE($3::timestamptz, statement_timestamp()))::float8 AS seconds_left
FROM rate_limit_windows
WHERE scope = $1 AND key = $2 AND window_started_at + $4::float8 * interval '1 millisecond' > COALESCE($3::timestamptz, statement_timestamp())`;

const SWEEP = `
DELETE FROM rate_limit_windows
WHERE scope = $1 AND window_started_at + $3::float8 * interval '1 millisecond' <= COALESCE($2::timestamptz, statement_timestamp())`;

interface WindowRow {
  hits: number;
  seconds_left: number;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { pool, scope, limit, windowMs } = options;
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  let lastSweepAt = Number.NEGATIVE_INFINITY;

  async function sweepWhenDue(): Promise<void> {
    if (Date.now() - lastSweepAt < sweepEveryMs) return;
    lastSweepAt = Date.now();
    await pool.query(SWEEP, [scope, options.now?.() ?? null, windowMs]);
  }

  const checkOf = (row: WindowRow | undefined, hitsAllowed: number): RateLimitCheck =>
    !row || row.hits <= hitsAllowed ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(row.seconds_left)) };

  return {
    async hit(key) {
      const result = await pool.query<WindowRow>(HIT, [scope, hashKey(key), options.now?.() ?? null, windowMs]);
      await sweepWhenDue();
      return checkOf(result.rows[0], limit);
    },
    async peek(key) {
      const result = await pool.query<WindowRow>(PEEK, [scope, hashKey(key), options.now?.() ?? null, windowMs]);
      return checkOf(result.rows[0], limit - 1);
    },
    async reset(key) {
      await pool.query('DELETE FROM rate_limit_windows WHERE scope = $1 AND key = $2', [scope, hashKey(key)]);
    },
  };
}

/** Keys hold emails and IP addresses: only their digest is stored. */
function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Idempotent; safe to run from several processes at once. */
export async function migrateRateLimits(pool: pg.Pool): Promise<void> {
  await withTransaction(pool, async (client) => {
    // Concurrent CREATE ... IF NOT EXISTS can still collide in the catalogue, hence the lock.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('glyco.rate_limits.migrate'))`);
    await client.query(`CREATE TABLE IF NOT EXISTS rate_limit_windows (
      scope text NOT NULL,
      key text NOT NULL,
      window_started_at timestamptz NOT NULL,
      hits integer NOT NULL,
      PRIMARY KEY (scope, key)
    )`);
    await createFamiliarAddressesTable(client);
  });
}
