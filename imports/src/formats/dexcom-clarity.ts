import { IMPORT_FORMAT_MESSAGES, type GlucoseUnit, type InsulinType } from '@glyco/contracts';
import { cellAt, columnIndex } from './columns';
import { splitCutRow, type CsvRow } from './csv-table';
import { LocalTimeResolver } from './local-time';
import { localPlaceOf } from './local-place';
import { RecordCollector, type ParsedImport } from './parsed-import';
import { carbsMeal, glucoseReading, insulinDose, numberIn, sensorLimitReading, type RowPlace } from './record-builders';
import { isoWallClockOf } from './wall-clock-text';
import type { ParseOptions } from './parse-options';

/** Dexcom shows 'Low' below 40 mg/dL and 'High' above 400: kept just past that range, flagged. */
const DEXCOM_LOW_MGDL = 39;
const DEXCOM_HIGH_MGDL = 401;

const INSULIN_TYPES: Record<string, InsulinType> = { 'fast-acting': 'Bolus', 'long-acting': 'Basal' };

/** The Clarity export's header (G5, G6, G7; mg/dL or mmol/L): 'Index, Timestamp (YYYY-MM-DDThh:mm:ss), Event Type, …'. */
export function isClarityHeader(cells: readonly string[]): boolean {
  return columnIndex(cells, 'index') === 0 && columnIndex(cells, 'timestamp (') !== undefined && columnIndex(cells, 'event type') !== undefined && columnIndex(cells, 'glucose value') !== undefined;
}

interface ClarityColumns {
  timestamp?: number;
  eventType?: number;
  subtype?: number;
  deviceInfo?: number;
  sourceDevice?: number;
  glucose?: number;
  insulin?: number;
  carbs?: number;
  unit: GlucoseUnit;
  width: number;
}

function clarityColumns(header: readonly string[]): ClarityColumns {
  const glucose = columnIndex(header, 'glucose value');
  return {
    timestamp: columnIndex(header, 'timestamp'),
    eventType: columnIndex(header, 'event type'),
    subtype: columnIndex(header, 'event subtype'),
    deviceInfo: columnIndex(header, 'device info'),
    sourceDevice: columnIndex(header, 'source device id'),
    glucose,
    insulin: columnIndex(header, 'insulin value'),
    carbs: columnIndex(header, 'carb value'),
    unit: glucose !== undefined && /mmol/i.test(header[glucose] ?? '') ? 'mmol/L' : 'mg/dL',
    width: header.length,
  };
}

/**
 * The device kind only ('Dexcom G6'), from the Device row or the rows' source device
 * ('Android G6', 'iOS G7', 'Receiver'); the rest of those cells (serial numbers) is never kept.
 */
function dexcomKindOf(texts: readonly string[]): string {
  const text = texts.join(' ');
  const generation = /\bG\s?([4-7])\b/i.exec(text);
  if (generation) return `Dexcom G${generation[1]}`;
  if (/\bONE\+?(?:\s|$)/.test(text)) return 'Dexcom ONE';
  if (/\bstelo\b/i.test(text)) return 'Dexcom Stelo';
  return 'Dexcom';
}

function deviceTextsOf(rows: readonly CsvRow[], columns: ClarityColumns): string[] {
  const deviceRow = rows.find((row) => cellAt(row.cells, columns.eventType).toLowerCase() === 'device');
  const egvRow = rows.find((row) => cellAt(row.cells, columns.eventType).toUpperCase() === 'EGV');
  return [deviceRow, egvRow].flatMap((row) => (row ? [cellAt(row.cells, columns.deviceInfo), cellAt(row.cells, columns.sourceDevice)] : []));
}

/**
 * Dexcom Clarity CSV: EGV rows become CGM readings, Insulin rows doses (Fast-Acting as Bolus,
 * Long-Acting as Basal) and Carbs rows meals. Name, birth date, device, alert and calibration
 * rows are skipped whole. Times are the device's local time, with no zone.
 */
export function parseClarity(header: CsvRow, allRows: readonly CsvRow[], options: ParseOptions): ParsedImport {
  const columns = clarityColumns(header.cells);
  const { rows, cut } = splitCutRow(allRows, columns.width);
  const deviceKind = dexcomKindOf(deviceTextsOf(rows, columns));
  const collector = new RecordCollector(options.limits);
  const resolver = new LocalTimeResolver(options.timeZone);
  rows.forEach((row) => {
    const eventType = cellAt(row.cells, columns.eventType).toLowerCase();
    if (eventType !== 'egv' && eventType !== 'insulin' && eventType !== 'carbs') return;
    collector.countRow();
    const place = localPlaceOf({ line: row.line, time: cellAt(row.cells, columns.timestamp), deviceKind }, isoWallClockOf, resolver, options.now);
    if (!place.ok) return collector.reject(row.line, place.message);
    addClarityRecord(collector, eventType, row, columns, place.place);
  });
  if (cut) collector.rejectCutRow(cut.line);
  return collector.result('dexcom-clarity', deviceKind);
}

function addClarityRecord(collector: RecordCollector, eventType: string, row: CsvRow, columns: ClarityColumns, place: RowPlace): void {
  if (eventType === 'egv') return addGlucose(collector, cellAt(row.cells, columns.glucose), columns.unit, place);
  if (eventType === 'insulin') {
    const units = numberIn(cellAt(row.cells, columns.insulin));
    if (units == null) return collector.reject(place.line, IMPORT_FORMAT_MESSAGES.insulinInvalid);
    const insulinType = INSULIN_TYPES[cellAt(row.cells, columns.subtype).toLowerCase()] ?? 'Bolus';
    return collector.addBuilt(insulinDose(place, units, insulinType), place.line);
  }
  const carbs = numberIn(cellAt(row.cells, columns.carbs));
  if (carbs == null) return collector.reject(place.line, IMPORT_FORMAT_MESSAGES.carbsInvalid);
  collector.addBuilt(carbsMeal(place, carbs), place.line);
}

function addGlucose(collector: RecordCollector, cell: string, unit: GlucoseUnit, place: RowPlace): void {
  const word = cell.toLowerCase();
  if (word === 'low') return collector.add(sensorLimitReading(place, DEXCOM_LOW_MGDL, 'below', unit));
  if (word === 'high') return collector.add(sensorLimitReading(place, DEXCOM_HIGH_MGDL, 'above', unit));
  const value = numberIn(cell);
  if (value == null) return collector.reject(place.line, IMPORT_FORMAT_MESSAGES.glucoseInvalid);
  collector.addBuilt(glucoseReading(place, value, unit, 'CGM'), place.line);
}
