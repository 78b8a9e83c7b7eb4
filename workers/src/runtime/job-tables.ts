import type pg from 'pg';
import { deleteReportsOf, migrateReportsTable } from '../jobs/render-report-pdf/reports-table';
import { migrateEmailDeliveries } from '../jobs/send-email/email-deliveries';
import { deleteImportUploadsOf, migrateImportUploads } from '../jobs/import-file/uploads-table';

/** The tables the workers write; the API reads some of them, so every role runs this (idempotent). */
export async function migrateJobTables(pool: pg.Pool): Promise<void> {
  await migrateEmailDeliveries(pool);
  await migrateReportsTable(pool);
  await migrateImportUploads(pool);
}

/** Deleting an account: the rendered PDFs and any upload still waiting hold the person's data. */
export async function forgetPersonFiles(pool: pg.Pool, userId: string): Promise<void> {
  await deleteReportsOf(pool, userId);
  await deleteImportUploadsOf(pool, userId);
}
