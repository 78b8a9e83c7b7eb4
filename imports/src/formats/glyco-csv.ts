import { CSV_COLUMNS, IMPORT_FORMAT_MESSAGES, INSULIN_TYPES, GLUCOSE_UNITS, type CsvDataset, type GlucoseUnit, type InsulinType, type SensorLimit } from '@glyco/contracts';
import { cellAt, columnIndex, normaliseHeader } from './columns';
import { splitCutRow, type CsvRow } from './csv-table';
import { RecordCollector, type ParsedImport } from './parsed-import';
import type { ParseOptions } from './parse-options';
import { carbsMeal, checkedInstant, glucoseReading, insulinDose, numberIn, type RowPlace } from './record-builders';

/** Records imported from another Glyco server carry no device: they were Glyco's own. */
export const GLYCO_DEVICE_KIND = 'Glyco';

/** The export a header row belongs to (glucose, meals, insulin), by its exact columns. */
export function glycoDatasetOf(cells: readonly string[]): CsvDataset | undefined {
  const header = cells.map(normaliseHeader).join('|');
  return (Object.keys(CSV_COLUMNS) as CsvDataset[]).find((dataset) => CSV_COLUMNS[dataset].map(normaliseHeader).join('|') === header);
}

/** The export puts an apostrophe before text a spreadsheet would run as a formula; it goes again here. */
function exportedText(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * Glyco's own CSV exports, so a person can move between two servers. Times are UTC instants; the
 * local time beside them gives the offset the record was taken at.
 */
export function parseGlycoCsv(header: CsvRow, allRows: readonly CsvRow[], options: ParseOptions): ParsedImport {
  const dataset = glycoDatasetOf(header.cells)!;
  const { rows, cut } = splitCutRow(allRows, header.cells.length);
  const indexes = new Map(CSV_COLUMNS[dataset].map((name) => [name, columnIndex(header.cells, name)]));
  const at = (row: CsvRow, name: string) => cellAt(row.cells, indexes.get(name));
  const collector = new RecordCollector(options.limits);
  for (const row of rows) {
    collector.countRow();
    const place = placeOf(row, at(row, 'Timestamp (UTC)'), at(row, 'Local time'), options.now);
    if (!place.ok) collector.reject(row.line, place.message);
    else if (dataset === 'glucose') addReading(collector, place.place, at(row, 'Entered value'), at(row, 'Entered unit'), at(row, 'Reading type'), at(row, 'Glucose (mg/dL)'));
    else if (dataset === 'meals') addMeal(collector, place.place, at(row, 'Total carbs (g)'), exportedText(at(row, 'Notes')));
    else addDose(collector, place.place, at(row, 'Units'), at(row, 'Insulin type'), exportedText(at(row, 'Notes')));
  }
  if (cut) collector.rejectCutRow(cut.line);
  return collector.result('glyco-csv', undefined);
}

type PlaceResult = { ok: true; place: RowPlace } | { ok: false; message: string };

/** 'YYYY-MM-DD HH:mm' local beside the UTC instant: their difference is the offset. */
function placeOf(row: CsvRow, utcText: string, localText: string, now: Date): PlaceResult {
  if (!utcText) return { ok: false, message: IMPORT_FORMAT_MESSAGES.timeMissing };
  const instant = Date.parse(utcText);
  if (Number.isNaN(instant) || !/(Z|[+-]\d{2}:?\d{2})$/.test(utcText)) return { ok: false, message: IMPORT_FORMAT_MESSAGES.timeInvalid };
  const local = Date.parse(`${localText.replace(' ', 'T')}Z`);
  if (Number.isNaN(local)) return { ok: false, message: IMPORT_FORMAT_MESSAGES.timeInvalid };
  const checked = checkedInstant(instant, now);
  if (!checked.ok) return checked;
  const timezoneOffsetMinutes = Math.round((local - Math.floor(instant / 60_000) * 60_000) / 60_000);
  return { ok: true, place: { line: row.line, timestamp: checked.timestamp, timezoneOffsetMinutes, deviceKind: GLYCO_DEVICE_KIND } };
}

/** The export writes a sensor limit as '<40' or '>400' in the mg/dL column. */
function sensorLimitOf(mgdlText: string): SensorLimit | undefined {
  return mgdlText.startsWith('<') ? 'below' : mgdlText.startsWith('>') ? 'above' : undefined;
}

function addReading(collector: RecordCollector, place: RowPlace, valueText: string, unitText: string, typeText: string, mgdlText: string): void {
  if (typeText === 'Lab') return collector.reject(place.line, IMPORT_FORMAT_MESSAGES.readingTypeNotImported);
  if (typeText !== 'CGM' && typeText !== 'Scan' && typeText !== 'Manual') return collector.reject(place.line, IMPORT_FORMAT_MESSAGES.readingTypeUnknown);
  if (!(GLUCOSE_UNITS as readonly string[]).includes(unitText)) return collector.reject(place.line, IMPORT_FORMAT_MESSAGES.unitUnknown);
  const value = numberIn(valueText);
  if (value == null) return collector.reject(place.line, IMPORT_FORMAT_MESSAGES.glucoseInvalid);
  const built = glucoseReading(place, value, unitText as GlucoseUnit, typeText);
  const sensorLimit = sensorLimitOf(mgdlText);
  collector.addBuilt(built.ok && sensorLimit ? { ok: true, record: { ...built.record, sensorLimit } } : built, place.line);
}

function addMeal(collector: RecordCollector, place: RowPlace, carbsText: string, notes: string): void {
  const carbs = numberIn(carbsText);
  if (carbs == null) return collector.reject(place.line, IMPORT_FORMAT_MESSAGES.carbsInvalid);
  collector.addBuilt(carbsMeal(place, carbs, notes), place.line);
}

function addDose(collector: RecordCollector, place: RowPlace, unitsText: string, typeText: string, notes: string): void {
  if (!(INSULIN_TYPES as readonly string[]).includes(typeText)) return collector.reject(place.line, IMPORT_FORMAT_MESSAGES.insulinTypeUnknown);
  const units = numberIn(unitsText);
  if (units == null) return collector.reject(place.line, IMPORT_FORMAT_MESSAGES.insulinInvalid);
  collector.addBuilt(insulinDose(place, units, typeText as InsulinType, notes), place.line);
}
