import { IMPORT_FORMAT_MESSAGES, deviceKindOf, type GlucoseUnit, type InsulinType } from '@glyco/contracts';
import { cellAt, columnIndex } from './columns';
import { splitCutRow, type CsvRow } from './csv-table';
import { dateOrderOf, libreWallClockOf } from './libre-dates';
import { LocalTimeResolver } from './local-time';
import { localPlaceOf } from './local-place';
import { RecordCollector, type ParsedImport } from './parsed-import';
import type { ParseOptions } from './parse-options';
import { carbsMeal, glucoseReading, insulinDose, numberIn, sensorLimitReading, type RowPlace } from './record-builders';

/** LibreView record types: 0 historic (every 15 min), 1 scan, 2 strip (meter), 4 insulin, 5 food. */
const RECORD_TYPES = { historic: '0', scan: '1', strip: '2', insulin: '4', food: '5' } as const;
const DATA_TYPES = new Set<string>(Object.values(RECORD_TYPES));

/** Libre sensors show 'LO' below 40 mg/dL and 'HI' above 500. */
const LIBRE_LOW_MGDL = 39;
const LIBRE_HIGH_MGDL = 501;

export function isLibreViewHeader(cells: readonly string[]): boolean {
  return columnIndex(cells, 'device timestamp') !== undefined && columnIndex(cells, 'record type') !== undefined;
}

interface GlucoseColumn {
  index?: number;
  unit: GlucoseUnit;
}

function glucoseColumn(header: readonly string[], name: string): GlucoseColumn {
  const index = columnIndex(header, name);
  return { index, unit: index !== undefined && /mmol/i.test(header[index] ?? '') ? 'mmol/L' : 'mg/dL' };
}

function libreColumns(header: readonly string[]) {
  return {
    device: columnIndex(header, 'device'),
    timestamp: columnIndex(header, 'device timestamp'),
    recordType: columnIndex(header, 'record type'),
    historic: glucoseColumn(header, 'historic glucose'),
    scan: glucoseColumn(header, 'scan glucose'),
    strip: glucoseColumn(header, 'strip glucose'),
    insulin: [
      { index: columnIndex(header, 'rapid-acting insulin'), type: 'Bolus' as InsulinType },
      { index: columnIndex(header, 'meal insulin'), type: 'Bolus' as InsulinType },
      { index: columnIndex(header, 'correction insulin'), type: 'Correction' as InsulinType },
      { index: columnIndex(header, 'long-acting insulin'), type: 'Basal' as InsulinType },
    ],
    carbsGrams: columnIndex(header, 'carbohydrates (grams)'),
    carbsServings: columnIndex(header, 'carbohydrates (servings)'),
    notes: columnIndex(header, 'notes'),
    width: header.length,
  };
}
type LibreColumns = ReturnType<typeof libreColumns>;

/** 'FreeStyle LibreLink', 'FreeStyle Libre 2': the product name only, anything like a serial cut. */
function libreKindOf(cell: string): string {
  return cell ? deviceKindOf(cell) : 'FreeStyle Libre';
}

/**
 * LibreView CSV: after a title line (which names the person, and is skipped) and the header,
 * historic records (every 15 minutes) become the sensor's CGM series, scan records Scan readings
 * (spot checks, which count neither as CGM samples nor as wear), strip records meter readings,
 * insulin and food records doses and meals. Times are the reader's or phone's local time, in US
 * or European order.
 */
export function parseLibreView(header: CsvRow, allRows: readonly CsvRow[], options: ParseOptions): ParsedImport {
  const columns = libreColumns(header.cells);
  const { rows, cut } = splitCutRow(allRows, columns.width);
  const dataRows = rows.filter((row) => DATA_TYPES.has(cellAt(row.cells, columns.recordType)));
  const order = dateOrderOf(dataRows.map((row) => cellAt(row.cells, columns.timestamp)));
  const deviceKind = dataRows.length > 0 ? libreKindOf(cellAt(dataRows[0]!.cells, columns.device)) : undefined;
  const collector = new RecordCollector(options.limits);
  const resolver = new LocalTimeResolver(options.timeZone);
  const kinds = new Map<string, string>();
  const kindOf = (cell: string) => kinds.get(cell) ?? kinds.set(cell, libreKindOf(cell)).get(cell)!;
  dataRows.forEach((row) => {
    collector.countRow();
    const time = { line: row.line, time: cellAt(row.cells, columns.timestamp), deviceKind: kindOf(cellAt(row.cells, columns.device)) };
    const place = localPlaceOf(time, (text) => libreWallClockOf(text, order), resolver, options.now);
    if (!place.ok) return collector.reject(row.line, place.message);
    addLibreRecords(collector, row, columns, place.place);
  });
  if (cut) collector.rejectCutRow(cut.line);
  return collector.result('libreview', deviceKind);
}

function addLibreRecords(collector: RecordCollector, row: CsvRow, columns: LibreColumns, place: RowPlace): void {
  switch (cellAt(row.cells, columns.recordType)) {
    case RECORD_TYPES.historic:
      return addGlucose(collector, row, columns.historic, 'CGM', place);
    case RECORD_TYPES.scan:
      return addGlucose(collector, row, columns.scan, 'Scan', place);
    case RECORD_TYPES.strip:
      return addGlucose(collector, row, columns.strip, 'Manual', place);
    case RECORD_TYPES.insulin:
      return addDoses(collector, row, columns, place);
    case RECORD_TYPES.food:
      return addMeal(collector, row, columns, place);
  }
}

function addGlucose(collector: RecordCollector, row: CsvRow, column: GlucoseColumn, readingType: 'CGM' | 'Scan' | 'Manual', place: RowPlace): void {
  const cell = cellAt(row.cells, column.index);
  const word = cell.toUpperCase();
  if (word === 'LO') return collector.add({ ...sensorLimitReading(place, LIBRE_LOW_MGDL, 'below', column.unit), readingType });
  if (word === 'HI') return collector.add({ ...sensorLimitReading(place, LIBRE_HIGH_MGDL, 'above', column.unit), readingType });
  const value = numberIn(cell);
  if (value == null) return collector.reject(row.line, IMPORT_FORMAT_MESSAGES.glucoseInvalid);
  collector.addBuilt(glucoseReading(place, value, column.unit, readingType), row.line);
}

/** One insulin record may carry several amounts (rapid-acting and long-acting): a dose each. */
function addDoses(collector: RecordCollector, row: CsvRow, columns: LibreColumns, place: RowPlace): void {
  const notes = cellAt(row.cells, columns.notes);
  for (const { index, type } of columns.insulin) {
    const units = numberIn(cellAt(row.cells, index));
    if (units === undefined) continue;
    if (units === null) collector.reject(row.line, IMPORT_FORMAT_MESSAGES.insulinInvalid);
    else collector.addBuilt(insulinDose(place, units, type, notes), row.line);
  }
}

function addMeal(collector: RecordCollector, row: CsvRow, columns: LibreColumns, place: RowPlace): void {
  const grams = numberIn(cellAt(row.cells, columns.carbsGrams));
  if (grams === null) return collector.reject(row.line, IMPORT_FORMAT_MESSAGES.carbsInvalid);
  if (grams === undefined) {
    if (numberIn(cellAt(row.cells, columns.carbsServings)) != null) collector.reject(row.line, IMPORT_FORMAT_MESSAGES.carbsServingsOnly);
    return;
  }
  collector.addBuilt(carbsMeal(place, grams, cellAt(row.cells, columns.notes)), row.line);
}
