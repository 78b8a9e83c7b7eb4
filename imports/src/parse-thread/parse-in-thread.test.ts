import { describe, expect, it } from 'vitest';
import { IMPORT_FORMAT_MESSAGES } from '@glyco/contracts';
import { clarityExport } from '@glyco/testing/clarity-export';
import { ImportLimitError } from '../formats/import-limit-error';
import { UnknownImportFormatError } from '../formats/unknown-format-error';
import { parseInThread } from './parse-in-thread';

const NOW = new Date('2026-12-01T00:00:00Z');
const file = Buffer.from(clarityExport({ firstDay: '2026-10-01', days: 2 }));

describe('an upload read in a worker thread', () => {
  it('gives its summary, then its records a chunk at a time, and nothing past the end', async () => {
    const parsed = await parseInThread({ bytes: file }, { timeZone: 'UTC', now: NOW, chunkSize: 250 });
    try {
      expect(parsed.summary).toMatchObject({ format: 'dexcom-clarity', records: 580, rejected: 0 });
      const chunks = [await parsed.chunk(0), await parsed.chunk(2), await parsed.chunk(3)];
      expect(chunks.map((chunk) => chunk.length)).toEqual([250, 80, 0]);
      expect(chunks[0]![0]).toMatchObject({ kind: 'reading', deviceKind: 'Dexcom G6' });
    } finally {
      await parsed.close();
    }
  });

  it('refuses a file in no known format, and one of more rows than the limit, with the person\'s message', async () => {
    await expect(parseInThread({ bytes: Buffer.from('Date;Steps\n2026-03-14;8123\n') }, { timeZone: 'UTC' })).rejects.toThrow(UnknownImportFormatError);
    const tooMany = parseInThread({ bytes: file }, { timeZone: 'UTC', now: NOW, limits: { maxRecords: 100 } });
    await expect(tooMany).rejects.toThrow(new ImportLimitError(IMPORT_FORMAT_MESSAGES.tooManyRecords));
  });

  it('answers a file the thread runs out of memory on as too large to read, and this process goes on', async () => {
    const big = Buffer.from(clarityExport({ firstDay: '2026-01-01', days: 200 }));
    const parsing = parseInThread({ bytes: big }, { timeZone: 'UTC', now: NOW, heapMb: 16 });
    await expect(parsing).rejects.toThrow(new ImportLimitError(IMPORT_FORMAT_MESSAGES.tooLargeToRead));
  });
});
