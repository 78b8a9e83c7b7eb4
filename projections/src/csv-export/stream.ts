import { pipeline, Transform, type Readable } from 'node:stream';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import { stringify } from 'csv-stringify';
import type { CsvExportQuery } from './query';

const BATCH_SIZE = 500;

/**
 * Streams a query's rows as RFC 4180 CSV (header row, CRLF, quoted where needed) through a
 * server-side cursor, so memory stays flat however many records there are. The connection goes
 * back to the pool when the stream ends, fails or the client goes away.
 */
export async function streamCsv(pool: pg.Pool, query: CsvExportQuery): Promise<Readable> {
  const client = await pool.connect();
  const rows = client.query(new QueryStream(query.records.text, query.records.values, { batchSize: BATCH_SIZE }));
  const toRecords = new Transform({
    objectMode: true,
    transform(row: unknown, _encoding, done) {
      done(null, query.records.present(row as never));
    },
  });
  // csv-stringify only quotes line breaks that match its record delimiter; RFC 4180 wants every CR and LF quoted.
  // The byte-order mark lets spreadsheet programs read the file as UTF-8.
  const csv = stringify({ header: true, columns: query.columns, record_delimiter: 'windows', quoted_match: /[\r\n]/, bom: true });
  // A connection abandoned mid-cursor is closed rather than reused.
  return pipeline(rows, toRecords, csv, (error) => client.release(error ?? undefined));
}
