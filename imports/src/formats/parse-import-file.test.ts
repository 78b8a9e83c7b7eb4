import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPORT_FORMAT_MESSAGES } from '@glyco/contracts';
import { detectImportFormat, parseImportFile } from './parse-import-file';
import { FIXTURE_NOW, fixtureBytes, fixtureText, parseFixture } from './fixtures/read-fixture';
import { UnknownImportFormatError } from './unknown-format-error';

const FIXTURES = readdirSync(new URL('./fixtures/', import.meta.url)).filter((name) => /\.(csv|json|jsonl)$/.test(name));
const KNOWN = FIXTURES.filter((name) => name !== 'unknown-format.csv');

function parseText(text: string | Buffer, fileName?: string) {
  return parseImportFile({ bytes: Buffer.isBuffer(text) ? text : Buffer.from(text), fileName }, { timeZone: 'America/New_York', now: FIXTURE_NOW });
}

describe('format detection', () => {
  it('tells every fixture by its content, whatever the file is called', () => {
    const formats = Object.fromEntries(KNOWN.map((name) => [name, parseImportFile({ bytes: fixtureBytes(name), fileName: 'export.json', contentType: 'application/json' }, { timeZone: 'UTC', now: FIXTURE_NOW }).format]));
    expect(formats).toEqual({
      'clarity-g6-mgdl-new-york-fall-back.csv': 'dexcom-clarity',
      'clarity-g6-truncated.csv': 'dexcom-clarity',
      'clarity-g7-mmol-berlin-spring-forward.csv': 'dexcom-clarity',
      'glyco-glucose.csv': 'glyco-csv',
      'glyco-insulin.csv': 'glyco-csv',
      'glyco-meals.csv': 'glyco-csv',
      'libreview-eu-mmol-paris-fall-back.csv': 'libreview',
      'libreview-truncated.csv': 'libreview',
      'libreview-us-mgdl.csv': 'libreview',
      'nightscout-entries-treatments.json': 'nightscout',
      'nightscout-mongoexport.jsonl': 'nightscout',
    });
  });

  it('refuses a file in no known format with a message for the person', () => {
    expect(() => parseText(fixtureBytes('unknown-format.csv'), 'clarity.csv')).toThrow(UnknownImportFormatError);
    expect(() => parseText(fixtureBytes('unknown-format.csv'))).toThrow(IMPORT_FORMAT_MESSAGES.unknownFormat);
    expect(() => parseText('')).toThrow(UnknownImportFormatError);
    expect(() => parseText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toThrow(UnknownImportFormatError);
  });

  it('tells the format from the start of a file alone, as an upload is checked', () => {
    for (const name of KNOWN) {
      const start = fixtureBytes(name).subarray(0, 400);
      expect(detectImportFormat(start), name).toBe(parseFixture(name, 'UTC').format);
    }
    expect(() => detectImportFormat(fixtureBytes('unknown-format.csv'))).toThrow(UnknownImportFormatError);
  });

  it('refuses JSON that is not Nightscout data', () => {
    expect(() => detectImportFormat(Buffer.from('{"name": "settings", "theme": "dark"}'))).toThrow(UnknownImportFormatError);
    expect(() => parseText('[{"steps": 8123, "date": 1773475920000}]')).toThrow(IMPORT_FORMAT_MESSAGES.unknownFormat);
  });

  it('reads a sep= line, a semicolon file, and UTF-16 as a spreadsheet saves it, keeping line numbers', () => {
    const clarity = fixtureText('clarity-g6-mgdl-new-york-fall-back.csv').replace(/^\uFEFF/, '');
    const original = parseText(clarity);
    const semicolons = `sep=;\r\n${clarity.replaceAll(',', ';')}`;
    expect(parseText(semicolons).records).toEqual(original.records.map((record) => ({ ...record, line: record.line! + 1 })));
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(clarity, 'utf16le')]);
    expect(parseText(utf16)).toEqual(original);
  });
});

describe('privacy', () => {
  /** Every name, birth date, serial number and transmitter id written in the fixtures. */
  const PRIVATE = ['Avery', 'Quillfeather', '1979-04-17', 'PX7Q3K9', '8QXJ2K', 'RW3T8M5KQ2', '5B1E7F2C-9A3D-4C6B-8E0F-2D7A4B9C1E6F', '0F3A6C9E-2B7D-4E1A-8C5F-7A2D9E4B6C18', '7736125', '4241736'];

  it.each(KNOWN)('carries nothing private from %s', (name) => {
    const text = fixtureText(name);
    const written = PRIVATE.filter((value) => text.includes(value));
    const parsed = JSON.stringify(parseFixture(name, 'Europe/Paris'));
    expect(written.filter((value) => parsed.includes(value))).toEqual([]);
  });

  it('has fixtures that do hold the private values, so the search above can find them', () => {
    const all = KNOWN.map(fixtureText).join('\n');
    expect(PRIVATE.filter((value) => !all.includes(value))).toEqual([]);
  });
});

/** About 20 MB of Clarity rows: nearly three years of readings every 5 minutes. */
function largeClarityFile(): { bytes: Buffer; rows: number } {
  const header = fixtureText('clarity-g6-mgdl-new-york-fall-back.csv').split('\r\n', 1)[0]!.replace(/^\uFEFF/, '');
  const lines = [header];
  let size = header.length;
  for (let index = 1, time = Date.UTC(2023, 0, 1); size < 20 * 1024 * 1024; index += 1, time += 5 * 60_000) {
    const line = `${index},${new Date(time).toISOString().slice(0, 19)},EGV,,,,Android G6,${70 + (index % 160)},,,,-0.4,${4_000_000 + index * 300},8QXJ2K`;
    lines.push(line);
    size += line.length + 2;
  }
  return { bytes: Buffer.from(lines.join('\r\n')), rows: lines.length - 1 };
}

/** Reading 20 MB takes seconds alone; the bound leaves room for a machine busy with other work. */
const LARGE_FILE_TIMEOUT_MS = 180_000;

describe('a 20 MB file', () => {
  it('is read whole, each row a record or an error with its line', { timeout: LARGE_FILE_TIMEOUT_MS }, () => {
    const { bytes, rows } = largeClarityFile();
    expect(bytes.length).toBeGreaterThan(20 * 1024 * 1024);
    const parsed = parseImportFile({ bytes }, { timeZone: 'America/New_York', now: FIXTURE_NOW });
    expect(parsed.total).toBe(rows);
    // Each spring-forward night skips an hour: 12 five-minute rows of wall-clock time that never happened.
    const gaps = parsed.errors.filter((error) => error.message === IMPORT_FORMAT_MESSAGES.timeInGap);
    expect(gaps.length).toBe(parsed.errors.length);
    expect(gaps.length % 12).toBe(0);
    // Its wall-clock times never repeat, so no row is a duplicate of another.
    expect(parsed.records.length + parsed.errors.length).toBe(rows);
    expect(parsed.records.at(-1)?.line).toBe(rows + 1);
  });
});
