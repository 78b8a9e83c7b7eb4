import type pg from 'pg';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@glyco/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An upload refused by a person's quota; `kind` tells the route its status (429 or 413). */
export class ImportQuotaError extends Error {
  constructor(
    readonly kind: 'imports-per-day' | 'readings',
    message: string,
  ) {
    super(message);
    this.name = 'ImportQuotaError';
  }
}

/** Readings the person has stored, from the read model. A failed count fails the caller: the quota fails closed. */
export async function storedReadingsOf(pool: pg.Pool, userId: string): Promise<number> {
  const counted = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM glucose_readings WHERE user_id = $1', [userId]);
  return counted.rows[0]!.count;
}

async function importsSince(pool: pg.Pool, userId: string, since: Date): Promise<number> {
  const counted = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM imports WHERE user_id = $1 AND created_at > $2', [userId, since]);
  return counted.rows[0]!.count;
}

/** Refuses an upload once the person has started `importsPerDay` imports in 24 hours, or holds `readingsQuota` readings. */
export async function checkImportQuotas(pool: pg.Pool, userId: string, now: Date): Promise<void> {
  if ((await importsSince(pool, userId, new Date(now.getTime() - DAY_MS))) >= IMPORT_LIMITS.importsPerDay) {
    throw new ImportQuotaError('imports-per-day', IMPORT_MESSAGES.tooManyImportsToday);
  }
  if ((await storedReadingsOf(pool, userId)) >= IMPORT_LIMITS.readingsQuota) throw new ImportQuotaError('readings', IMPORT_MESSAGES.readingsQuotaReached);
}
