import type pg from 'pg';
import { ACCOUNT_EXPORT_CSV_FILES, ACCOUNT_EXPORT_JSON_FILES, ACCOUNT_EXPORT_README, CSV_DATASETS, accountExportReadme, presentUser, type CsvDataset, type User } from '@glyco/contracts';
import { csvExportQuery } from '../csv-export/query';
import { streamCsv } from '../csv-export/stream';
import { accessLogOldestFirstQuery } from '../clinician-access-log/query';
import { cursorRows } from '../engine/cursor-rows';
import type { RowQuery } from '../engine/row-query';
import { readingsOldestFirstQuery } from '../glucose-readings/query';
import { importsOldestFirstQuery } from '../imports/query';
import { dosesOldestFirstQuery } from '../insulin-doses/query';
import { mealsOldestFirstQuery } from '../meals/query';
import { tempBasalsOldestFirstQuery } from '../temp-basals/query';
import { timelineOldestFirstQuery } from '../audit-timeline/whole-timeline-query';
import { jsonArrayText } from './json-text';

/** One file of the export: its content is read only when the zip comes to it. */
export interface ExportFile {
  name: string;
  content: () => AsyncIterable<string | Buffer>;
}

const jsonFile = (pool: pg.Pool, name: string, query: RowQuery<unknown>): ExportFile => ({
  name,
  content: () => jsonArrayText(cursorRows(pool, query)),
});

/** The same CSV as the Reports page exports for an open range. */
const csvFile = (pool: pg.Pool, userId: string, dataset: CsvDataset): ExportFile => ({
  name: ACCOUNT_EXPORT_CSV_FILES[dataset].name,
  content: async function* () {
    yield* await streamCsv(pool, csvExportQuery(dataset, userId, {}));
  },
});

/** Every file of the person's complete export, README first. */
export function accountExportFiles(pool: pg.Pool, user: User, now: Date): ExportFile[] {
  const files = ACCOUNT_EXPORT_JSON_FILES;
  return [
    { name: ACCOUNT_EXPORT_README, content: async function* () { yield accountExportReadme(now); } },
    { name: files.profile.name, content: async function* () { yield `${JSON.stringify(presentUser(user), null, 2)}\n`; } },
    jsonFile(pool, files.readings.name, readingsOldestFirstQuery(user.id)),
    jsonFile(pool, files.meals.name, mealsOldestFirstQuery(user.id)),
    jsonFile(pool, files.doses.name, dosesOldestFirstQuery(user.id)),
    jsonFile(pool, files.tempBasals.name, tempBasalsOldestFirstQuery(user.id)),
    jsonFile(pool, files.imports.name, importsOldestFirstQuery(user.id)),
    jsonFile(pool, files.activity.name, timelineOldestFirstQuery(user.id)),
    jsonFile(pool, files.doctorAccess.name, accessLogOldestFirstQuery(user.id)),
    ...CSV_DATASETS.map((dataset) => csvFile(pool, user.id, dataset)),
  ];
}
