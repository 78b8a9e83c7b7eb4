import { matchesFindFilters, NIGHTSCOUT_COUNT_MAX, nightscoutObjectIdOf, type NightscoutFindQuery } from '@glyco/contracts';

/** Rows read from the database per page: large counts are read in these steps, never at once. */
export const NIGHTSCOUT_PAGE_SIZE = 2_000;

/** A page of documents, newest first, at or before `to`. */
export type ReadPage<T> = (to: Date | undefined, size: number) => Promise<T[]>;

/**
 * Up to `count` documents, newest first, that pass the query's filters, read page by page down
 * from the query's upper bound. A page starts at the last one's time (records can share a
 * millisecond: a meal bolus's dose and meal do) and skips what was already seen. At most
 * NIGHTSCOUT_COUNT_MAX rows are scanned, so a filter nothing matches ends too.
 */
export async function collectPages<T extends { _id: string }>(readPage: ReadPage<T>, timeOf: (document: T) => number, query: NightscoutFindQuery, count: number): Promise<T[]> {
  const found: T[] = [];
  const seen = new Set<string>();
  let to = query.to;
  while (found.length < count && seen.size < NIGHTSCOUT_COUNT_MAX) {
    const page = await readPage(to, NIGHTSCOUT_PAGE_SIZE);
    const fresh = page.filter((document) => !seen.has(document._id));
    for (const document of fresh) {
      seen.add(document._id);
      if (found.length < count && matchesFindFilters(document, query.filters)) found.push(document);
    }
    if (page.length < NIGHTSCOUT_PAGE_SIZE || fresh.length === 0) break;
    to = new Date(timeOf(page[page.length - 1]!));
  }
  return found.map((document) => ({ ...document, _id: nightscoutObjectIdOf(document._id) }));
}
