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
}

/** The same rows, each presented once more (a record as a CSV line, a FHIR resource...). */
export function presentedAs<T, U>(query: RowQuery<T>, present: (item: T) => U): RowQuery<U> {
  return { text: query.text, values: query.values, present: (row: never) => present(query.present(row)) };
}
