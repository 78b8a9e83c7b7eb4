import { describe, expect, it } from 'vitest';
import { copyChunks, copyText, copyValue } from './copy-rows';

describe('COPY text', () => {
  it('writes one line per row, columns in order, separated by tabs, null as \\N', () => {
    const columns = { id: 'int', name: 'text', note: 'text' };
    expect(copyText(columns, [{ note: 'b', name: 'a', id: 1 }, { id: 2, name: null }])).toBe('1\ta\tb\n2\t\\N\t\\N\n');
  });

  it('sends a large batch in pieces of whole rows', () => {
    const columns = { id: 'int', note: 'text' };
    const rows = Array.from({ length: 3_000 }, (_, id) => ({ id, note: `reading ${id} `.repeat(5) }));
    const chunks = [...copyChunks(columns, rows)];
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.endsWith('\n')).toBe(true);
    expect(chunks.join('')).toBe(rows.map((row) => `${row.id}\t${row.note}\n`).join(''));
  });

  it('escapes backslashes, tabs, newlines and carriage returns', () => {
    expect(copyValue('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyValue('plain text, "quoted"')).toBe('plain text, "quoted"');
  });

  it('writes numbers, booleans, bigints and dates as PostgreSQL reads them', () => {
    expect([copyValue(1.5), copyValue(false), copyValue(12n), copyValue(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))]).toEqual(['1.5', 'false', '12', '2026-01-02T03:04:05.000Z']);
  });

  it('writes objects and arrays as JSON in json columns, escaped like any text', () => {
    const text = copyText({ state: 'json', changes: 'json' }, [{ state: { notes: 'line\none', path: 'a\\b' }, changes: [] }]);
    expect(text).toBe('{"notes":"line\\\\none","path":"a\\\\\\\\b"}\t[]\n');
  });

  it('writes arrays in array columns as their text form, quoted and escaped', () => {
    expect(copyText({ tags: 'text[]' }, [{ tags: ['after meal', 'say "hi"', 'a\\b\tc'] }, { tags: [] }, { tags: null }]))
      .toBe('{"after meal","say \\\\"hi\\\\"","a\\\\\\\\b\\tc"}\n{}\n\\N\n');
  });

  it('refuses an object for a column that is neither json nor an array', () => {
    expect(() => copyText({ tags: 'text' }, [{ tags: ['a'] }])).toThrow(/json columns/);
  });

  it('writes values of plain types (ids, numbers, times) as they are', () => {
    const columns = { id: 'uuid', at: 'timestamptz', value: 'float8', on: 'date', live: 'boolean', revision: 'bigint' };
    const row = { id: '11111111-1111-4111-8111-111111111111', at: '2024-05-01T07:30:00.000+02:00', value: 5.5, on: '2024-05-01', live: true, revision: 3n };
    expect(copyText(columns, [row])).toBe('11111111-1111-4111-8111-111111111111\t2024-05-01T07:30:00.000+02:00\t5.5\t2024-05-01\ttrue\t3\n');
  });
});
