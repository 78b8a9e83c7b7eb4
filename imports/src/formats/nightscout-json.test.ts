import { describe, expect, it } from 'vitest';
import { IMPORT_FORMAT_MESSAGES, NIGHTSCOUT_MESSAGES } from '@glyco/contracts';
import { parseImportFile } from './parse-import-file';
import { FIXTURE_NOW, parseFixture } from './fixtures/read-fixture';
import { UnknownImportFormatError } from './unknown-format-error';

function parseJson(value: unknown, timeZone = 'Europe/Paris') {
  return parseImportFile({ bytes: Buffer.from(JSON.stringify(value)) }, { timeZone, now: FIXTURE_NOW });
}

describe('Nightscout JSON, entries and treatments in one array', () => {
  const parsed = parseFixture('nightscout-entries-treatments.json', 'Europe/Paris');

  it('maps sgv and mbg entries to CGM and meter readings, numbers given as text too', () => {
    expect(parsed.format).toBe('nightscout');
    expect(parsed.deviceKind).toBe('xDrip-DexcomG6');
    expect(parsed.records.filter((record) => record.kind === 'reading')).toMatchObject([
      { line: 1, readingType: 'CGM', valueMgdl: 118, timestamp: '2026-03-14T08:12:00.000Z', timezoneOffsetMinutes: 60 },
      { line: 2, readingType: 'CGM', valueMgdl: 124 },
      { line: 5, readingType: 'Manual', valueMgdl: 131, deviceKind: 'Contour Next One' },
    ]);
  });

  it('maps treatments to doses and meals with their source ids', () => {
    expect(parsed.records.filter((record) => record.kind !== 'reading')).toMatchObject([
      { line: 6, kind: 'dose', units: 4.5, insulinType: 'Bolus', deviceKind: 'AndroidAPS' },
      { line: 6, kind: 'meal', carbs: 48 },
      { line: 7, kind: 'dose', units: 1.5, insulinType: 'Correction' },
      { line: 10, kind: 'meal', carbs: 15 },
    ]);
  });

  it('leaves out calibrations, error codes, temp basals and notes, and reports bad items by position', () => {
    expect(parsed.errors).toEqual([
      { line: 11, message: NIGHTSCOUT_MESSAGES.insulinOutOfRange },
      { line: 12, message: NIGHTSCOUT_MESSAGES.timeMissing },
    ]);
    expect(parsed.total).toBe(8);
  });

  it('uses the person\'s zone for the local offset of an item that does not carry one', () => {
    const summer = parseJson([{ type: 'sgv', sgv: 100, date: Date.parse('2026-07-01T10:00:00Z') }]);
    expect(summer.records).toMatchObject([{ timezoneOffsetMinutes: 120 }]);
  });

  it('reads the API v3 answer and an object of entries and treatments', () => {
    expect(parseJson({ status: 200, result: [{ type: 'sgv', sgv: 100, date: Date.parse('2026-07-01T10:00:00Z') }] }).records).toHaveLength(1);
    const both = parseJson({ entries: [{ type: 'sgv', sgv: 100, date: Date.parse('2026-07-01T10:00:00Z') }], treatments: [{ eventType: 'Carb Correction', carbs: 12, created_at: '2026-07-01T10:05:00Z' }] });
    expect(both.records.map((record) => record.kind)).toEqual(['reading', 'meal']);
  });

  it('keeps one of an entry repeated in the file', () => {
    const entry = { type: 'sgv', sgv: 100, date: Date.parse('2026-07-01T10:00:00Z') };
    const twice = parseJson([entry, { ...entry, date: entry.date + 20_000 }]);
    expect(twice.records).toHaveLength(1);
    expect(twice.duplicates).toBe(1);
  });
});

describe('Nightscout database export (mongoexport, one document per line)', () => {
  it('reads extended JSON values and reports the line the file was cut on', () => {
    const parsed = parseFixture('nightscout-mongoexport.jsonl', 'Europe/Paris');
    expect(parsed.records).toMatchObject([
      { line: 1, valueMgdl: 118, timestamp: '2026-03-14T08:12:00.000Z', deviceKind: 'xDrip-LibreReceiver' },
      { line: 2, valueMgdl: 121 },
      { line: 3, kind: 'dose', units: 2 },
      { line: 3, kind: 'meal', carbs: 20 },
    ]);
    expect(parsed.errors).toEqual([{ line: 4, message: IMPORT_FORMAT_MESSAGES.truncatedRow }]);
  });
});

describe('a cut or broken Nightscout array', () => {
  const items = [
    { type: 'sgv', sgv: 100, date: Date.parse('2026-07-01T10:00:00Z') },
    { type: 'sgv', sgv: 104, date: Date.parse('2026-07-01T10:05:00Z'), extra: { nested: true } },
    { type: 'sgv', sgv: 108, date: Date.parse('2026-07-01T10:10:00Z') },
  ];

  it('keeps the whole items before the cut', () => {
    const text = JSON.stringify(items, null, 2);
    const cut = text.slice(0, text.lastIndexOf('"sgv": 108'));
    const parsed = parseImportFile({ bytes: Buffer.from(cut) }, { timeZone: 'UTC', now: FIXTURE_NOW });
    expect(parsed.records.map((record) => record.kind === 'reading' && record.valueMgdl)).toEqual([100, 104]);
    expect(parsed.errors).toEqual([{ line: 3, message: IMPORT_FORMAT_MESSAGES.truncatedRow }]);
  });

  it('is refused with a clear message when nothing can be read', () => {
    expect(() => parseImportFile({ bytes: Buffer.from('{"sgv": 1') }, { timeZone: 'UTC' })).toThrow(new UnknownImportFormatError(IMPORT_FORMAT_MESSAGES.notValidJson));
  });

  it('refuses an item with a `$date` nested 50,000 deep as one bad item, keeping the others', () => {
    const deepDate = `${'{"$date":'.repeat(50_000)}1772960100000${'}'.repeat(50_000)}`;
    const text = `[{"sgv":120,"type":"sgv","date":${deepDate}},{"sgv":130,"type":"sgv","date":1772960100000}]`;
    const parsed = parseImportFile({ bytes: Buffer.from(text) }, { timeZone: 'Europe/Paris', now: FIXTURE_NOW });
    expect(parsed.errors).toEqual([{ line: 1, message: NIGHTSCOUT_MESSAGES.nestedTooDeeply }]);
    expect(parsed.records).toMatchObject([{ line: 2, valueMgdl: 130 }]);
  });

  it('reads a `$date` wrapped once more by mongoexport, and refuses one wrapped without end', () => {
    const parsed = parseJson([
      { sgv: 120, type: 'sgv', date: { $date: { $numberLong: '1772960100000' } } },
      { sgv: 130, type: 'sgv', date: { $date: { $date: { $date: 1772960100000 } } } },
      { sgv: 140, type: 'sgv', date: { $date: 1e20 } },
    ]);
    expect(parsed.records).toMatchObject([{ line: 1, timestamp: new Date(1772960100000).toISOString() }]);
    expect(parsed.errors.map((error) => error.line)).toEqual([2, 3]);
  });
});
