import type { CsvDataset, GlucoseUnit, InsulinDose, Meal } from '@glyco/contracts';
import { GLUCOSE_COLUMNS, INSULIN_COLUMNS, MEAL_COLUMNS, glucoseCsvRow, insulinCsvRow, mealCsvRow, type CsvCell } from './rows';

/** Inclusive instants; a missing bound exports from the first or up to the last record. */
export interface ExportRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** A query whose rows stream into CSV records under `columns`, oldest first. */
export interface CsvExportQuery {
  text: string;
  values: unknown[];
  columns: string[];
  toRecord(row: never): CsvCell[];
}

interface GlucoseRow {
  taken_at: Date;
  timezone_offset_minutes: number;
  value_mgdl: number;
  entered_value: number;
  entered_unit: GlucoseUnit;
  meal_context: string;
  reading_type: string;
  feeling: string;
  tags: string[];
  notes: string;
}

function glucoseQuery(userId: string, range: ExportRange): CsvExportQuery {
  return {
    text: `SELECT taken_at, timezone_offset_minutes, value_mgdl, entered_value, entered_unit, meal_context, reading_type, feeling, tags, notes
             FROM glucose_readings
            WHERE user_id = $1 AND ($2::timestamptz IS NULL OR taken_at >= $2) AND ($3::timestamptz IS NULL OR taken_at <= $3)
            ORDER BY taken_at, reading_id`,
    values: [userId, range.startDate ?? null, range.endDate ?? null],
    columns: GLUCOSE_COLUMNS,
    toRecord: (row: GlucoseRow) =>
      glucoseCsvRow({
        takenAt: row.taken_at, timezoneOffsetMinutes: row.timezone_offset_minutes, valueMgdl: row.value_mgdl,
        enteredValue: row.entered_value, enteredUnit: row.entered_unit, mealContext: row.meal_context,
        readingType: row.reading_type, feeling: row.feeling, tags: row.tags, notes: row.notes,
      }),
  };
}

function recordQuery(view: 'meals' | 'insulin_doses', idColumn: string, userId: string, range: ExportRange): Pick<CsvExportQuery, 'text' | 'values'> {
  return {
    text: `SELECT record FROM ${view}
            WHERE user_id = $1 AND NOT deleted
              AND ($2::timestamptz IS NULL OR occurred_at >= $2) AND ($3::timestamptz IS NULL OR occurred_at <= $3)
            ORDER BY occurred_at, ${idColumn}`,
    values: [userId, range.startDate ?? null, range.endDate ?? null],
  };
}

/** One user's records of a dataset, never anyone else's. */
export function csvExportQuery(dataset: CsvDataset, userId: string, range: ExportRange): CsvExportQuery {
  switch (dataset) {
    case 'glucose':
      return glucoseQuery(userId, range);
    case 'meals':
      return { ...recordQuery('meals', 'meal_id', userId, range), columns: MEAL_COLUMNS, toRecord: (row: { record: Meal }) => mealCsvRow(row.record) };
    case 'insulin':
      return { ...recordQuery('insulin_doses', 'dose_id', userId, range), columns: INSULIN_COLUMNS, toRecord: (row: { record: InsulinDose }) => insulinCsvRow(row.record) };
  }
}
