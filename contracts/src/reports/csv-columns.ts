import type { CsvDataset } from './enums';

/**
 * The header row of each CSV export, in column order. The export writes them and the import
 * recognises a Glyco file by them, so a person can move their data between two servers.
 */
export const CSV_COLUMNS: Record<CsvDataset, string[]> = {
  glucose: ['Timestamp (UTC)', 'Local time', 'Glucose (mg/dL)', 'Entered value', 'Entered unit', 'Meal context', 'Reading type', 'Feeling', 'Tags', 'Notes'],
  meals: [
    'Timestamp (UTC)', 'Local time', 'Meal type', 'Total carbs (g)', 'Total calories (kcal)', 'Food items',
    'Pre-meal glucose (mg/dL)', 'Post-meal glucose (mg/dL)', 'Insulin dose (units)', 'Notes',
  ],
  insulin: ['Timestamp (UTC)', 'Local time', 'Insulin type', 'Units', 'Brand', 'Injection site', 'Related meal', 'Notes'],
};
