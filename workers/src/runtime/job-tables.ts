import type pg from 'pg';
import { migrateReportsTable } from '../jobs/render-report-pdf/reports-table';
import { migrateEmailDeliveries } from '../jobs/send-email/email-deliveries';
import { migrateImportUploads } from '../jobs/import-file/uploads-table';

/** The tables the workers write; the API reads some of them, so every role runs this (idempotent). */
export async function migrateJobTables(pool: pg.Pool): Promise<void> {
  await migrateEmailDeliveries(pool);
  await migrateReportsTable(pool);
  await migrateImportUploads(pool);
}
