import Papa from 'papaparse';
import { IMPORT_FORMAT_MESSAGES, type RecordError } from '@glyco/contracts';

/** One CSV record with the 1-based line of the file it starts on. */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface CsvTable {
  rows: CsvRow[];
  /** Records that cannot be read (a quote left open at the end of a cut file), with their line. */
  errors: RecordError[];
  /** The reader stopped at `maxRows` with more of the file left. */
  truncated: boolean;
}

/** Excel writes `sep=;` as a first line to name the delimiter of the file. */
const SEPARATOR_LINE = /^sep=(.)$/;

function firstLineOf(text: string): string {
  const end = text.indexOf('\n');
  return (end === -1 ? text : text.slice(0, end)).replace(/\r$/, '');
}

/** The delimiter a file declares (`sep=`) or that its first line uses most: comma, semicolon or tab. */
export function delimiterOf(firstLine: string): string {
  const declared = SEPARATOR_LINE.exec(firstLine);
  if (declared) return declared[1]!;
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: firstLine.split(delimiter).length }));
  return counts.reduce((best, candidate) => (candidate.count > best.count ? candidate : best)).delimiter;
}

/** Line breaks inside quoted cells: CRLF, LF or CR, one each. */
function lineBreaksIn(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells) if (cell.includes('\n') || cell.includes('\r')) count += cell.split(/\r\n|\r|\n/).length - 1;
  return count;
}

function isBlank(cells: readonly string[]): boolean {
  return cells.length === 1 && cells[0]!.trim() === '';
}

/**
 * Reads CSV text into rows with the line each starts on (a quoted cell may span lines). A record
 * that cannot be read becomes an error with its line and the rest goes on, so a file cut off
 * inside a quoted cell keeps every row before the cut. `maxRows` stops early, for detection.
 */
export function readCsv(text: string, options: { maxRows?: number } = {}): CsvTable {
  const firstLine = firstLineOf(text);
  const declaresSeparator = SEPARATOR_LINE.test(firstLine);
  const body = declaresSeparator ? text.slice(text.indexOf('\n') + 1) : text;
  const parsed = Papa.parse<string[]>(body, { delimiter: delimiterOf(firstLine), preview: options.maxRows ?? 0, skipEmptyLines: false });
  const unreadable = new Set(parsed.errors.filter((error) => error.type === 'Quotes').map((error) => error.row));
  const table: CsvTable = { rows: [], errors: [], truncated: parsed.meta.truncated };
  let line = declaresSeparator ? 2 : 1;
  parsed.data.forEach((cells, index) => {
    if (unreadable.has(index)) table.errors.push({ line, message: unreadableMessage(index, parsed.data.length) });
    else if (!isBlank(cells)) table.rows.push({ line, cells });
    line += 1 + lineBreaksIn(cells);
  });
  return table;
}

/** A quote still open at the last record means the file was cut inside it. */
function unreadableMessage(index: number, count: number): string {
  return index === count - 1 ? IMPORT_FORMAT_MESSAGES.truncatedRow : IMPORT_FORMAT_MESSAGES.rowUnreadable;
}

/** The last row of a file, when it has fewer cells than its header: the file was cut off mid-row. */
export function splitCutRow(rows: readonly CsvRow[], headerWidth: number): { rows: readonly CsvRow[]; cut?: CsvRow } {
  const last = rows[rows.length - 1];
  return last && last.cells.length < headerWidth ? { rows: rows.slice(0, -1), cut: last } : { rows };
}
