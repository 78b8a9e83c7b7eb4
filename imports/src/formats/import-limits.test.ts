import { ZipFile } from 'yazl';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_JSON_FILES, IMPORT_FORMAT_MESSAGES } from '@glyco/contracts';
import { clarityExport } from '@glyco/testing/clarity-export';
import { FIXTURE_NOW } from './fixtures/read-fixture';
import { ImportLimitError } from './import-limit-error';
import { JsonArrayScanner, type JsonItem } from './json-array-items';
import { parseImportFile, readImportFile } from './parse-import-file';
import type { ParseLimits } from './parse-options';

const SCANNER = { maxDepth: 3, maxItemBytes: 40, unreadable: 'not an array', itemUnreadable: 'bad item' };

/** The items of a JSON text fed to the scanner a few bytes at a time, as an inflating stream gives it. */
function scan(text: string, piece = 3): JsonItem[] {
  const scanner = new JsonArrayScanner(SCANNER);
  const bytes = Buffer.from(text);
  const items: JsonItem[] = [];
  for (let start = 0; start < bytes.length; start += piece) items.push(...scanner.push(bytes.subarray(start, start + piece)));
  scanner.end();
  return items;
}

async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const exportOf = (readings: string) =>
  zipOf({ [ACCOUNT_EXPORT_JSON_FILES.readings.name]: readings, [ACCOUNT_EXPORT_JSON_FILES.meals.name]: '[]', [ACCOUNT_EXPORT_JSON_FILES.doses.name]: '[]' });
const readZip = (bytes: Buffer, limits: Partial<ParseLimits>) => readImportFile({ bytes }, { timeZone: 'UTC', now: FIXTURE_NOW, limits });

describe('a JSON array read a piece at a time', () => {
  it('gives each item, whatever its pieces, with strings holding brackets and escaped quotes', () => {
    const items = scan('[ {"a":"x]\\"},"}, [1,[2]] , "s", 4 ]');
    expect(items).toEqual([{ ok: true, value: { a: 'x]"},' } }, { ok: true, value: [1, [2]] }, { ok: true, value: 's' }, { ok: true, value: 4 }]);
    expect(scan('[]')).toEqual([]);
  });

  it('refuses an item nested deeper than the limit, or longer, before parsing it, and goes on', () => {
    const items = scan(`[[[[[1]]]], {"n":"${'x'.repeat(50)}"}, {"x":1,}, 2]`);
    expect(items).toEqual([
      { ok: false, message: IMPORT_FORMAT_MESSAGES.nestedTooDeeply },
      { ok: false, message: IMPORT_FORMAT_MESSAGES.recordTooLarge },
      { ok: false, message: 'bad item' },
      { ok: true, value: 2 },
    ]);
  });

  it('refuses text that is no array, or an array cut short', () => {
    expect(() => scan('{"a":1}')).toThrow('not an array');
    expect(() => scan('[1, 2')).toThrow('not an array');
    expect(() => scan('[1] 2')).toThrow('not an array');
  });
});

describe('the limits of one file', () => {
  it('stops a zip whose record file inflates past the limit while inflating it', async () => {
    const bytes = await exportOf(`["${'a'.repeat(200_000)}"]`);
    await expect(readZip(bytes, { maxInflatedFileBytes: 100_000, maxItemBytes: 1_000_000 })).rejects.toThrow(new ImportLimitError(IMPORT_FORMAT_MESSAGES.inflatesTooLarge));
    await expect(readZip(bytes, { maxInflatedUploadBytes: 150_000, maxItemBytes: 1_000_000 })).rejects.toThrow(ImportLimitError);
  });

  it('stops a zip of more records than the limit, however small each', async () => {
    const bytes = await exportOf(`[${'{},'.repeat(5_000)}{}]`);
    await expect(readZip(bytes, { maxRecords: 1_000 })).rejects.toThrow(new ImportLimitError(IMPORT_FORMAT_MESSAGES.tooManyRecords));
    const read = await readZip(bytes, { maxRecords: 10_000, errorsKept: 5 });
    expect(read).toMatchObject({ total: 5_001, rejected: 5_001, records: [] });
    expect(read.errors).toHaveLength(5);
  });

  it('refuses a CSV or a Nightscout file of more rows than the limit', () => {
    const csv = Buffer.from(clarityExport({ firstDay: '2026-10-01', days: 1 }));
    expect(() => parseImportFile({ bytes: csv }, { timeZone: 'UTC', now: FIXTURE_NOW, limits: { maxRecords: 100 } })).toThrow(new ImportLimitError(IMPORT_FORMAT_MESSAGES.tooManyRecords));
    expect(parseImportFile({ bytes: csv }, { timeZone: 'UTC', now: FIXTURE_NOW, limits: { maxRecords: 1_000 } }).total).toBe(290);
    const entries = Array.from({ length: 20 }, (_, index) => ({ sgv: 100, dateString: new Date(Date.UTC(2026, 9, 1, 0, index)).toISOString(), type: 'sgv' }));
    const nightscout = Buffer.from(JSON.stringify(entries));
    expect(() => parseImportFile({ bytes: nightscout }, { timeZone: 'UTC', now: FIXTURE_NOW, limits: { maxRecords: 10 } })).toThrow(ImportLimitError);
  });
});
