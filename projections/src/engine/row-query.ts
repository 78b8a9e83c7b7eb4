/** Inclusive instants. */
export interface Period {
  start: Date;
  end: Date;
}

/** Inclusive instants; a missing bound is open (from the first or up to the last record). */
export interface OpenRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * A read model's query over one person's rows and how each row is presented: what exports stream
 * through a cursor (`cursorRows`), so a read model hands out its rows without anyone else naming
 * its tables.
 */
export interface RowQuery<T> {
  text: string;
  values: unknown[];
  present(row: never): T;
  /** The same rows page by page, when the read model's order key allows (see `keysetPages`). */
  pages?: PageOf;
}

/** The query of one page of at most `limit` rows, after the last row of the page before (none for the first). */
export type PageOf = (after: PageKey | undefined, limit: number) => { text: string; values: unknown[] };

/** Where a page ended: the order key of its last row, as text so no precision is lost. */
export interface PageKey {
  page_at: string;
  page_id: string;
}

/** One person's rows of a read model ordered by a timestamp and a unique id, the order key of its index. */
export interface KeysetShape {
  select: string;
  from: string;
  where: string;
  values: unknown[];
  at: string;
  id: string;
}

/** The rows of a shape, oldest first, through one statement (what a cursor reads). */
export function orderedRowsText(shape: KeysetShape): string {
  return `SELECT ${shape.select} FROM ${shape.from} WHERE ${shape.where} ORDER BY ${shape.at}, ${shape.id}`;
}

/**
 * Pages of a shape's rows, each starting after the order key the page before ended on: each page
 * is a short indexed query, so a reader holds a connection only while a page is read, however
 * slowly it takes the rows.
 */
export function keysetPages(shape: KeysetShape): PageOf {
  const next = shape.values.length + 1;
  const afterKey = ` AND ${shape.at} >= $${next}::timestamptz AND (${shape.at} > $${next}::timestamptz OR ${shape.id} > $${next + 1})`;
  return (after, limit) => ({
    text: `SELECT ${shape.select}, ${shape.at}::text AS page_at, ${shape.id}::text AS page_id FROM ${shape.from}
            WHERE ${shape.where}${after ? afterKey : ''} ORDER BY ${shape.at}, ${shape.id} LIMIT ${Math.trunc(limit)}`,
    values: after ? [...shape.values, after.page_at, after.page_id] : shape.values,
  });
}

/** The same rows, each presented once more (a record as a CSV line, a FHIR resource...). */
export function presentedAs<T, U>(query: RowQuery<T>, present: (item: T) => U): RowQuery<U> {
  return { ...query, present: (row: never) => present(query.present(row)) };
}
