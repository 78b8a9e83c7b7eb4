import { describe, expect, it } from 'vitest';
import { IMPORT_FORMAT_MESSAGES, MGDL_PER_MMOLL, type IngestRecord } from '@glyco/contracts';
import { parseImportFile } from './parse-import-file';
import { FIXTURE_NOW, lineOf, parseFixture } from './fixtures/read-fixture';

const G6 = 'clarity-g6-mgdl-new-york-fall-back.csv';
const G7 = 'clarity-g7-mmol-berlin-spring-forward.csv';

function recordAt(records: IngestRecord[], line: number): IngestRecord | undefined {
  return records.find((record) => record.line === line);
}

describe('Dexcom Clarity CSV, G6 in mg/dL', () => {
  const parsed = parseFixture(G6, 'America/New_York');

  it('is told apart by its header and names the device kind from the Device row only', () => {
    expect(parsed.format).toBe('dexcom-clarity');
    expect(parsed.deviceKind).toBe('Dexcom G6');
    expect(new Set(parsed.records.map((record) => record.deviceKind))).toEqual(new Set(['Dexcom G6']));
  });

  it('makes EGV rows CGM readings at the device-local time in the person\'s zone', () => {
    const first = recordAt(parsed.records, lineOf(G6, '2026-11-01T00:52:31'));
    expect(first).toMatchObject({ kind: 'reading', readingType: 'CGM', valueMgdl: 140, entered: { value: 140, unit: 'mg/dL' } });
    expect(first).toMatchObject({ timestamp: '2026-11-01T04:52:31.000Z', timezoneOffsetMinutes: -240 });
  });

  it('keeps both passes through the fall-back hour, the second one an hour later in UTC', () => {
    const repeated = parsed.records.filter((record) => record.kind === 'reading' && record.timestamp >= '2026-11-01T05:00:00Z' && record.timestamp < '2026-11-01T07:00:00Z');
    expect(repeated).toHaveLength(24);
    const firstPass = recordAt(parsed.records, lineOf(G6, '2026-11-01T01:02:31'));
    const secondPass = parsed.records.filter((record) => record.timestamp === '2026-11-01T06:02:31.000Z');
    expect(firstPass).toMatchObject({ timestamp: '2026-11-01T05:02:31.000Z', timezoneOffsetMinutes: -240 });
    expect(secondPass).toMatchObject([{ timezoneOffsetMinutes: -300 }]);
    const times = parsed.records.filter((record) => record.kind === 'reading').map((record) => Date.parse(record.timestamp));
    expect(times.every((time, index) => index === 0 || time > times[index - 1]!)).toBe(true);
  });

  it("turns 'Low' and 'High' into 39 and 401 mg/dL flagged past the sensor's range", () => {
    expect(recordAt(parsed.records, lineOf(G6, 'EGV,,,,Android G6,Low'))).toMatchObject({ valueMgdl: 39, sensorLimit: 'below', entered: { value: 39, unit: 'mg/dL' } });
    expect(recordAt(parsed.records, lineOf(G6, 'EGV,,,,Android G6,High'))).toMatchObject({ valueMgdl: 401, sensorLimit: 'above' });
    expect(recordAt(parsed.records, lineOf(G6, 'EGV,,,,Android G6,41,'))).not.toHaveProperty('sensorLimit');
  });

  it('makes Fast-Acting insulin a Bolus, Long-Acting a Basal and Carbs a meal', () => {
    expect(recordAt(parsed.records, lineOf(G6, 'Fast-Acting'))).toMatchObject({ kind: 'dose', units: 4.5, insulinType: 'Bolus', timestamp: '2026-11-01T12:06:00.000Z' });
    expect(recordAt(parsed.records, lineOf(G6, 'Long-Acting'))).toMatchObject({ kind: 'dose', units: 18, insulinType: 'Basal' });
    expect(recordAt(parsed.records, lineOf(G6, ',Carbs,'))).toMatchObject({ kind: 'meal', carbs: 45 });
  });

  it('skips name, birth date, device, alert, calibration and exercise rows without counting them', () => {
    const skipped = ['FirstName', 'LastName', 'DateOfBirth', ',Device,', 'Alert,High', 'Calibration', 'Exercise'].map((text) => lineOf(G6, text));
    for (const line of skipped) expect(recordAt(parsed.records, line)).toBeUndefined();
    expect(parsed.total).toBe(parsed.records.length + parsed.errors.length);
  });

  it('reports a value that is not a number, or past any sensor, with its line and goes on', () => {
    expect(parsed.errors).toEqual([
      { line: lineOf(G6, 'Android G6,abc'), message: IMPORT_FORMAT_MESSAGES.glucoseInvalid },
      { line: lineOf(G6, 'Android G6,612'), message: IMPORT_FORMAT_MESSAGES.glucoseOutOfRange },
    ]);
    expect(parsed.records.at(-1)).toMatchObject({ kind: 'dose', insulinType: 'Basal' });
  });
});

describe('Dexcom Clarity CSV, G7 in mmol/L', () => {
  const parsed = parseFixture(G7, 'Europe/Berlin');

  it('reads mmol/L values, keeping what the device showed beside the mg/dL', () => {
    expect(parsed.deviceKind).toBe('Dexcom G7');
    const reading = recordAt(parsed.records, lineOf(G7, '01:41:12'));
    expect(reading).toMatchObject({ entered: { value: 6.8, unit: 'mmol/L' }, timestamp: '2026-03-29T00:41:12.000Z', timezoneOffsetMinutes: 60 });
    expect(reading?.kind === 'reading' && reading.valueMgdl).toBeCloseTo(6.8 * MGDL_PER_MMOLL, 6);
  });

  it("keeps 'Low' and 'High' at 39 and 401 mg/dL, shown in mmol/L", () => {
    expect(recordAt(parsed.records, lineOf(G7, 'iOS G7,Low'))).toMatchObject({ valueMgdl: 39, sensorLimit: 'below', entered: { value: 2.2, unit: 'mmol/L' } });
    expect(recordAt(parsed.records, lineOf(G7, 'iOS G7,High'))).toMatchObject({ valueMgdl: 401, sensorLimit: 'above', entered: { value: 22.3, unit: 'mmol/L' } });
  });

  it('reports a row in the spring-forward gap with its line and reads the rows around it', () => {
    expect(parsed.errors).toEqual([{ line: lineOf(G7, '2026-03-29T02:30:00'), message: IMPORT_FORMAT_MESSAGES.timeInGap }]);
    expect(recordAt(parsed.records, lineOf(G7, '01:56:12'))).toMatchObject({ timestamp: '2026-03-29T00:56:12.000Z', timezoneOffsetMinutes: 60 });
    expect(recordAt(parsed.records, lineOf(G7, '03:01:12'))).toMatchObject({ timestamp: '2026-03-29T01:01:12.000Z', timezoneOffsetMinutes: 120 });
  });
});

describe('a truncated Clarity file', () => {
  it('keeps the rows before the cut and reports the cut row', () => {
    const parsed = parseFixture('clarity-g6-truncated.csv', 'America/New_York');
    expect(parsed.records).toHaveLength(5);
    expect(parsed.errors).toEqual([{ line: 11, message: IMPORT_FORMAT_MESSAGES.truncatedRow }]);
    expect(parsed.total).toBe(6);
  });
});

describe('older and newer Clarity layouts', () => {
  it('reads a G5 export without the Transmitter ID column, and names the kind from the readings when no Device row is there', () => {
    const header = 'Index,Timestamp (YYYY-MM-DDThh:mm:ss),Event Type,Event Subtype,Patient Info,Device Info,Source Device ID,Glucose Value (mg/dL),Insulin Value (u),Carb Value (grams),Duration (hh:mm:ss),Glucose Rate of Change (mg/dL/min),Transmitter Time (Long Integer)';
    const text = [header, '1,2026-06-01T08:00:00,EGV,,,,iOS G5,112,,,,,3151200', '2,2026-06-01T08:05:00,EGV,,,,iOS G5,115,,,,,3151500'].join('\n');
    const parsed = parseImportFile({ bytes: Buffer.from(text) }, { timeZone: 'Europe/London', now: FIXTURE_NOW });
    expect(parsed.deviceKind).toBe('Dexcom G5');
    expect(parsed.records).toMatchObject([{ line: 2, valueMgdl: 112, timestamp: '2026-06-01T07:00:00.000Z', timezoneOffsetMinutes: 60 }, { line: 3, valueMgdl: 115 }]);
  });
});
