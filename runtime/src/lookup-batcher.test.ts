import { describe, expect, it } from 'vitest';
import { createLookupBatcher } from './lookup-batcher';

/**
 * A table the test can change, and the keys of every query sent to it. A query reads the rows as
 * they are when it is sent (as a statement's snapshot), and answers when the test says.
 */
function fakeTable(rows: Map<string, number>) {
  const queries: { keys: string[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const lookupMany = (keys: string[]) =>
    new Promise<ReadonlyMap<string, number>>((resolve, reject) => {
      const snapshot = new Map(keys.flatMap((key) => (rows.has(key) ? [[key, rows.get(key)!] as const] : [])));
      queries.push({ keys, answer: () => resolve(snapshot), fail: reject });
    });
  return { queries, lookupMany };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('lookups coalesced into one query', () => {
  it('sends at once when idle, and takes every lookup asked while a query runs into the next one', async () => {
    const table = fakeTable(new Map([['ada', 1]]));
    const lookup = createLookupBatcher(table.lookupMany);
    const first = lookup('ada');
    const waiting = [lookup('bob'), lookup('ada'), lookup('cy'), lookup('ada')];
    expect(table.queries.map((query) => query.keys)).toEqual([['ada']]);

    table.queries[0]!.answer();
    await expect(first).resolves.toBe(1);
    await settled();
    expect(table.queries.map((query) => query.keys)).toEqual([['ada'], ['bob', 'ada', 'cy']]);
    table.queries[1]!.answer();
    await expect(Promise.all(waiting)).resolves.toEqual([undefined, 1, undefined, 1]);
  });

  it('never answers a lookup from a query sent before it was asked', async () => {
    const rows = new Map([['ada', 1]]);
    const table = fakeTable(rows);
    const lookup = createLookupBatcher(table.lookupMany);
    const before = lookup('ada');
    // The row changes (a session revoked) while the query runs; a lookup asked now must see it.
    rows.set('ada', 2);
    const after = lookup('ada');
    table.queries[0]!.answer();
    await settled();
    table.queries[1]!.answer();
    await expect(before).resolves.toBe(1);
    await expect(after).resolves.toBe(2);
  });

  it('fails the lookups of a failed query, and only those', async () => {
    const table = fakeTable(new Map([['ada', 1]]));
    const lookup = createLookupBatcher(table.lookupMany);
    const failing = lookup('ada');
    const other = lookup('ada');
    table.queries[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settled();
    table.queries[1]!.answer();
    await expect(other).resolves.toBe(1);
  });
});
