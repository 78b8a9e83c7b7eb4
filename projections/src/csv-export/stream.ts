import { pipeline, Readable } from 'node:stream';
import type pg from 'pg';
import { stringify } from 'csv-stringify';
import { cursorRows } from '../engine/cursor-rows';
import type { CsvExportQuery } from './query';

/**
 * Streams a query's rows as RFC 4180 CSV (header row, CRLF, quoted where needed), page by page,
 * so memory stays flat however many records there are and a client that stops reading holds no
 * database connection (see `cursorRows`).
 */
export async function streamCsv(pool: pg.Pool, query: CsvExportQuery): Promise<Readable> {
  const rows = cursorRows(pool, query.records);
  // The first page is read before the answer starts, so a database that cannot serve answers 503, not a cut-off file.
  const first = await rows.next();
  const records = async function* () {
    if (first.done) return;
    yield first.value;
    yield* rows;
  };
  // csv-stringify only quotes line breaks that match its record delimiter; RFC 4180 wants every CR and LF quoted.
  // The byte-order mark lets spreadsheet programs read the file as UTF-8.
  const csv = stringify({ header: true, columns: query.columns, record_delimiter: 'windows', quoted_match: /[\r\n]/, bom: true });
  // A failed read ends the stream with its error; the response's own end stops the reads.
  return pipeline(Readable.from(records()), csv, () => undefined);
}
