import type { CsvDataset } from '@glyco/contracts';
import { presentedAs, type OpenRange, type RowQuery } from '../engine/row-query';
import { readingsOldestFirstQuery } from '../glucose-readings/query';
import { dosesOldestFirstQuery } from '../insulin-doses/query';
import { mealsOldestFirstQuery } from '../meals/query';
import { GLUCOSE_COLUMNS, INSULIN_COLUMNS, MEAL_COLUMNS, glucoseCsvRow, insulinCsvRow, mealCsvRow, type CsvCell } from './rows';

/** The rows of a dataset as CSV records under `columns`, oldest first. */
export interface CsvExportQuery {
  records: RowQuery<CsvCell[]>;
  columns: string[];
}

/** One user's records of a dataset within an open range, never anyone else's, from the read model that owns them. */
export function csvExportQuery(dataset: CsvDataset, userId: string, range: OpenRange): CsvExportQuery {
  switch (dataset) {
    case 'glucose':
      return { records: presentedAs(readingsOldestFirstQuery(userId, range), glucoseCsvRow), columns: GLUCOSE_COLUMNS };
    case 'meals':
      return { records: presentedAs(mealsOldestFirstQuery(userId, range), mealCsvRow), columns: MEAL_COLUMNS };
    case 'insulin':
      return { records: presentedAs(dosesOldestFirstQuery(userId, range), insulinCsvRow), columns: INSULIN_COLUMNS };
  }
}
