import type { CsvDataset } from '../reports/enums';

/** Every file of the export zip, in the order the zip holds them, with what it contains. */
export const ACCOUNT_EXPORT_JSON_FILES = {
  profile: { name: 'profile.json', describes: 'Your profile: name, email, diabetes type, targets, settings, emergency contacts and doctor.' },
  readings: { name: 'glucose-readings.json', describes: 'Every glucose reading, oldest first: value in mg/dL, what you entered, context, type, feeling, tags and notes.' },
  meals: { name: 'meals.json', describes: 'Every meal, oldest first, with its food items and totals.' },
  doses: { name: 'insulin-doses.json', describes: 'Every insulin dose, oldest first.' },
  tempBasals: { name: 'temp-basals.json', describes: 'Every temporary basal and suspend your pump or loop uploaded, oldest first: start, minutes, U/h or percent of the schedule.' },
  imports: { name: 'imports.json', describes: 'Every file you imported: format, status, counts and the rows that were refused.' },
  activity: { name: 'activity-history.json', describes: 'Your activity history: every change to your records, oldest first, and who made it.' },
  doctorAccess: {
    name: 'doctor-access-log.json',
    describes: "Your doctor's access log, oldest first: each session opened with your access code, each read it made, and each time you issued or revoked a code.",
  },
} as const;
export type AccountExportJsonFile = keyof typeof ACCOUNT_EXPORT_JSON_FILES;

/** The CSV files, the same as the Reports page's CSV export of everything: a Glyco server imports them. */
export const ACCOUNT_EXPORT_CSV_FILES: Record<CsvDataset, { name: string; describes: string }> = {
  glucose: { name: 'glucose.csv', describes: 'Your glucose readings as CSV.' },
  meals: { name: 'meals.csv', describes: 'Your meals as CSV, one row per meal with its food items in one cell.' },
  insulin: { name: 'insulin.csv', describes: 'Your insulin doses as CSV.' },
};

export const ACCOUNT_EXPORT_README = 'README.md';

/** The README of the zip: what each file holds and how to bring the data back. */
export function accountExportReadme(exportedAt: Date): string {
  const listed = (files: { name: string; describes: string }[]) => files.map((file) => `- \`${file.name}\`: ${file.describes}`);
  return [
    '# Your Glyco data',
    '',
    `Exported ${exportedAt.toISOString()}. Every time is UTC (ISO 8601) unless a field says it is local.`,
    '',
    '## JSON: every record as the app shows it',
    '',
    ...listed(Object.values(ACCOUNT_EXPORT_JSON_FILES)),
    '',
    '## CSV (UTF-8, RFC 4180): for spreadsheets, and to move to another Glyco server',
    '',
    ...listed(Object.values(ACCOUNT_EXPORT_CSV_FILES)),
    '',
    'To restore your data into another Glyco account, import the zip itself there (Import page): every reading,',
    'meal and dose comes back in full, with its tags, feeling, food items, brand, injection site and the meal a dose',
    'was taken for. Importing the same zip twice adds nothing. The CSV files import too, with the time, value, unit',
    'and type of each reading, the time, type, units and notes of each dose and the time, carbs and notes of each meal.',
    '',
  ].join('\n');
}
