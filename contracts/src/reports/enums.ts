import { z } from 'zod';

/** GET /api/reports/export/{type}. */
export const REPORT_EXPORT_TYPES = ['pdf', 'csv'] as const;
export const reportExportTypeSchema = z.enum(REPORT_EXPORT_TYPES);
export type ReportExportType = z.infer<typeof reportExportTypeSchema>;

/** What a CSV export contains. */
export const CSV_DATASETS = ['glucose', 'meals', 'insulin'] as const;
export const csvDatasetSchema = z.enum(CSV_DATASETS);
export type CsvDataset = z.infer<typeof csvDatasetSchema>;
