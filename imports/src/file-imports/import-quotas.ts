import type pg from 'pg';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@glyco/contracts';
import { importsStartedSince, storedReadingsOf } from '@glyco/projections';

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

/** Refuses an upload once the person has started `importsPerDay` imports in 24 hours, or holds `readingsQuota` readings. */
export async function checkImportQuotas(pool: pg.Pool, userId: string, now: Date): Promise<void> {
  if ((await importsStartedSince(pool, userId, new Date(now.getTime() - DAY_MS))) >= IMPORT_LIMITS.importsPerDay) {
    throw new ImportQuotaError('imports-per-day', IMPORT_MESSAGES.tooManyImportsToday);
  }
  if ((await storedReadingsOf(pool, userId)) >= IMPORT_LIMITS.readingsQuota) throw new ImportQuotaError('readings', IMPORT_MESSAGES.readingsQuotaReached);
}
