import { describe, expect, it } from 'vitest';
import { IMPORT_FORMAT_MESSAGES, type IngestRecord } from '@glyco/contracts';
import { dateOrderOf, libreWallClockOf } from './libre-dates';
import { lineOf, parseFixture } from './fixtures/read-fixture';

const US = 'libreview-us-mgdl.csv';
const EU = 'libreview-eu-mmol-paris-fall-back.csv';

function recordsAt(records: IngestRecord[], line: number): IngestRecord[] {
  return records.filter((record) => record.line === line);
}

describe('LibreView CSV, US dates in mg/dL', () => {
  const parsed = parseFixture(US, 'America/Chicago');

  it('skips the title line, reads the header on line 2 and keeps the device kind', () => {
    expect(parsed.format).toBe('libreview');
    expect(parsed.deviceKind).toBe('FreeStyle Libre 2');
    expect(recordsAt(parsed.records, 1)).toEqual([]);
  });

  it('reads MM-DD-YYYY with AM/PM in the person\'s zone', () => {
    expect(recordsAt(parsed.records, lineOf(US, '03-14-2026 07:59 AM'))).toMatchObject([
      { kind: 'reading', readingType: 'CGM', valueMgdl: 104, timestamp: '2026-03-14T12:59:00.000Z', timezoneOffsetMinutes: -300 },
    ]);
    expect(recordsAt(parsed.records, lineOf(US, '03-14-2026 12:59 PM'))).toMatchObject([{ timestamp: '2026-03-14T17:59:00.000Z' }]);
    expect(recordsAt(parsed.records, lineOf(US, '03-14-2026 10:00 PM'))).toMatchObject([{ timestamp: '2026-03-15T03:00:00.000Z' }]);
  });

  it('makes historic records the sensor\'s CGM series and scans Scan readings, one in the same minute too', () => {
    const sameMinute = parsed.records.filter((record) => record.timestamp === '2026-03-14T13:14:00.000Z');
    expect(sameMinute).toMatchObject([{ readingType: 'CGM', valueMgdl: 112 }, { readingType: 'Scan', valueMgdl: 112 }]);
    expect(parsed.duplicates).toBe(0);
    expect(recordsAt(parsed.records, lineOf(US, '08:21 AM,1'))).toMatchObject([{ valueMgdl: 118, readingType: 'Scan' }]);
  });

  it('makes strip records meter readings, and LO and HI sensor limits', () => {
    expect(recordsAt(parsed.records, lineOf(US, '12:05 PM,2'))).toMatchObject([{ readingType: 'Manual', valueMgdl: 96 }]);
    expect(recordsAt(parsed.records, lineOf(US, ',LO,'))).toMatchObject([{ valueMgdl: 39, sensorLimit: 'below' }]);
    expect(recordsAt(parsed.records, lineOf(US, ',HI,'))).toMatchObject([{ valueMgdl: 501, sensorLimit: 'above' }]);
  });

  it('makes rapid-acting insulin a Bolus, long-acting a Basal and carbohydrate grams a meal with its note', () => {
    expect(recordsAt(parsed.records, lineOf(US, '08:26 AM,4'))).toMatchObject([{ kind: 'dose', units: 5.5, insulinType: 'Bolus' }]);
    expect(recordsAt(parsed.records, lineOf(US, '10:00 PM,4'))).toMatchObject([{ kind: 'dose', units: 22, insulinType: 'Basal' }]);
    expect(recordsAt(parsed.records, lineOf(US, '08:25 AM,5'))).toMatchObject([{ kind: 'meal', carbs: 52, notes: 'Oatmeal, berries' }]);
  });

  it('reports servings without grams and a value that is not a number, and skips time-change records', () => {
    expect(parsed.errors).toEqual([
      { line: lineOf(US, '01:20 PM,5'), message: IMPORT_FORMAT_MESSAGES.carbsServingsOnly },
      { line: lineOf(US, '10:14 PM,0'), message: IMPORT_FORMAT_MESSAGES.glucoseInvalid },
    ]);
    expect(recordsAt(parsed.records, lineOf(US, '01:10 PM,6'))).toEqual([]);
    expect(parsed.total).toBe(parsed.records.length + parsed.errors.length + parsed.duplicates);
  });
});

describe('LibreView CSV, European dates in mmol/L', () => {
  const parsed = parseFixture(EU, 'Europe/Paris');

  it('reads DD-MM-YYYY on a 24-hour clock and mmol/L values, a decimal comma too', () => {
    expect(parsed.deviceKind).toBe('FreeStyle Libre 3');
    expect(recordsAt(parsed.records, lineOf(EU, '25-10-2026 01:50'))).toMatchObject([
      { entered: { value: 6.1, unit: 'mmol/L' }, timestamp: '2026-10-24T23:50:00.000Z', timezoneOffsetMinutes: 120 },
    ]);
  });

  it('keeps the historic records of both passes through the fall-back hour apart', () => {
    const historic = parsed.records.filter((record) => record.kind === 'reading' && record.readingType === 'CGM');
    expect(historic.map((record) => record.timestamp.slice(11, 16))).toEqual([
      '23:50', '00:05', '00:20', '00:35', '00:50', '01:05', '01:20', '01:35', '01:50', '02:05',
    ]);
    expect(historic.map((record) => record.timezoneOffsetMinutes)).toEqual([120, 120, 120, 120, 120, 60, 60, 60, 60, 60]);
    expect(parsed.duplicates).toBe(0);
  });
});

describe('LibreView dates', () => {
  it('are month first when AM/PM or a second number above 12 says so, day first otherwise', () => {
    expect(dateOrderOf(['03-04-2026 01:30 PM'])).toBe('month-first');
    expect(dateOrderOf(['03-04-2026 13:30', '03-14-2026 13:30'])).toBe('month-first');
    expect(dateOrderOf(['03-04-2026 13:30', '14-04-2026 13:30'])).toBe('day-first');
    expect(dateOrderOf(['03-04-2026 13:30'])).toBe('day-first');
  });

  it('read 12 AM as midnight and 12 PM as noon, and refuse a 13 PM', () => {
    expect(libreWallClockOf('03-04-2026 12:05 AM', 'month-first')).toMatchObject({ month: 3, day: 4, hour: 0, minute: 5 });
    expect(libreWallClockOf('03-04-2026 12:05 PM', 'month-first')).toMatchObject({ hour: 12 });
    expect(libreWallClockOf('03-04-2026 13:05 PM', 'month-first')).toBeUndefined();
  });
});

describe('a LibreView file cut inside a quoted note', () => {
  it('keeps the rows before the cut and reports the cut row', () => {
    const parsed = parseFixture('libreview-truncated.csv', 'America/Chicago');
    expect(parsed.errors).toEqual([{ line: lineOf('libreview-truncated.csv', '"Toast and'), message: IMPORT_FORMAT_MESSAGES.truncatedRow }]);
    expect(parsed.records.map((record) => record.kind)).toEqual(['reading', 'reading', 'reading', 'reading', 'meal', 'dose']);
  });
});
