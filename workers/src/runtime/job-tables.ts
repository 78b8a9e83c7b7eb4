import type pg from 'pg';
import { migrateImportUploads } from '@glyco/imports';
import { migrateReportsTable } from '@glyco/projections';
import { migrateEmailDeliveries } from '../jobs/send-email/email-deliveries';

/**
 * The tables the jobs write, wherever they are defined: the API reads and writes some of them
 * (reports, import uploads), so every role runs this (idempotent).
 */
export async function migrateJobTables(pool: pg.Pool): Promise<void> {
  await migrateEmailDeliveries(pool);
  await migrateReportsTable(pool);
  await migrateImportUploads(pool);
}
