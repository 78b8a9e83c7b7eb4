import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAdminUrl } from '@glyco/runtime/testing';
import { integerArrayLiteral, jsonRowsLiteral, textArrayLiteral, textLiteral } from './literals';

const hostile = [
  "O'Brien's \"tea\"",
  'back\\slash \\x41 and \\\\',
  'a $glyco$ tag; DROP TABLE x; --',
  '$$ dollars $ and $glyco',
  'line\nbreak\ttab and \u0001 control',
  'ünïcödé 血糖 🍞',
  '',
];

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: testAdminUrl() });
  await client.connect();
});
afterAll(async () => {
  await client.end();
});

const selectOne = async (expression: string) => (await client.query<{ value: unknown }>(`SELECT ${expression} AS value`)).rows[0]?.value;

describe('SQL literals for statements sent without parameters', () => {
  it('reads back every text exactly as written', async () => {
    for (const text of hostile) await expect(selectOne(textLiteral(text))).resolves.toBe(text);
    await expect(selectOne(textArrayLiteral(hostile, 'text'))).resolves.toEqual(hostile);
    await expect(selectOne(textArrayLiteral(['a,b', '{c}', '"d"', 'NULL', ' e '], 'text'))).resolves.toEqual(['a,b', '{c}', '"d"', 'NULL', ' e ']);
    await expect(selectOne(textArrayLiteral([], 'uuid'))).resolves.toEqual([]);
  });

  it('reads back any text made of the quoting tag’s characters, quotes and backslashes', async () => {
    const pieces = fc.constantFrom('$', 'g', 'l', 'y', 'c', 'o', '$glyco', 'glyco$', '$glyco$', "'", '\\', 'E', ' ', 'é', '"', '{', '}', ',');
    await fc.assert(
      fc.asyncProperty(fc.array(pieces, { maxLength: 24 }), async (parts) => {
        const text = parts.join('');
        expect(await selectOne(textLiteral(text))).toBe(text);
        expect(await selectOne(textArrayLiteral([text, `"${text}"`, `{${text}}`], 'text'))).toEqual([text, `"${text}"`, `{${text}}`]);
      }),
      { numRuns: 300 },
    );
  });

  it('reads back integers beyond 2^53 and rows of a JSON document', async () => {
    await expect(selectOne(`${integerArrayLiteral([0n, 9007199254740993n, -5], 'bigint')}::text`)).resolves.toBe('{0,9007199254740993,-5}');
    const rows = hostile.map((note, index) => ({ id: index, note, tags: [note] }));
    const read = await client.query(`SELECT id, note, tags FROM ${jsonRowsLiteral(rows, { id: 'int', note: 'text', tags: 'jsonb' })} ORDER BY id`);
    expect(read.rows).toEqual(rows);
  });
});
