import { IMPORT_FORMAT_MESSAGES, type ImportFormat, type RecordError } from '@glyco/contracts';
import { readCsv, type CsvRow, type CsvTable } from './csv-table';
import { decodeText } from './decode-text';
import { isClarityHeader, parseClarity } from './dexcom-clarity';
import { glycoDatasetOf, parseGlycoCsv } from './glyco-csv';
import { parseGlycoExport } from './glyco-export';
import { isGlycoExportZip, isZip } from './glyco-export-zip';
import { looksLikeJson, readJsonDocuments } from './json-documents';
import { isLibreViewHeader, parseLibreView } from './libreview';
import { mentionsNightscoutFields, parseNightscoutJson } from './nightscout-json';
import type { ParsedImport } from './parsed-import';
import { parseOptionsOf, type ParseOptions, type ReadOptions } from './parse-options';
import { ImportLimitError } from './import-limit-error';
import { UnknownImportFormatError } from './unknown-format-error';

export interface ImportFileInput {
  bytes: Buffer;
  /** Not used to tell the format (a browser may call any CSV 'application/vnd.ms-excel'); kept for the caller. */
  contentType?: string;
  fileName?: string;
}

type CsvParser = (header: CsvRow, rows: readonly CsvRow[], options: ParseOptions) => ParsedImport;

const CSV_FORMATS: { format: ImportFormat; isHeader: (cells: readonly string[]) => boolean; parse: CsvParser }[] = [
  { format: 'dexcom-clarity', isHeader: isClarityHeader, parse: parseClarity },
  { format: 'libreview', isHeader: isLibreViewHeader, parse: parseLibreView },
  { format: 'glyco-csv', isHeader: (cells) => glycoDatasetOf(cells) !== undefined, parse: parseGlycoCsv },
];

/** LibreView's header is its second line (a title line comes first); the others start with it. */
const HEADER_SEARCH_ROWS = 3;

function csvHeaderOf(text: string): { header: CsvRow; format: (typeof CSV_FORMATS)[number] } {
  for (const header of readCsv(text, { maxRows: HEADER_SEARCH_ROWS }).rows) {
    const format = CSV_FORMATS.find((candidate) => candidate.isHeader(header.cells));
    if (format) return { header, format };
  }
  throw new UnknownImportFormatError();
}

function textOf(bytes: Buffer): string {
  const text = decodeText(bytes);
  if (!text.trim()) throw new UnknownImportFormatError();
  return text;
}

/**
 * The format of a file, or UnknownImportFormatError, from its start alone (its first lines are
 * enough): for refusing an upload at once, before the whole file is read.
 */
export function detectImportFormat(bytes: Buffer): ImportFormat {
  if (isZip(bytes)) return glycoExportZipFormat(bytes);
  const text = textOf(bytes);
  if (looksLikeJson(text)) {
    if (!mentionsNightscoutFields(text)) throw new UnknownImportFormatError();
    return 'nightscout';
  }
  return csvHeaderOf(text).format.format;
}

/** A zip is read only when it is a Glyco export (its record files named in it). */
function glycoExportZipFormat(bytes: Buffer): ImportFormat {
  if (!isGlycoExportZip(bytes)) throw new UnknownImportFormatError();
  return 'glyco-export';
}

/** Rows the CSV reader could not read (a quote open at the end) join the format's own errors. */
function withTableErrors(parsed: ParsedImport, tableErrors: RecordError[], errorsKept: number): ParsedImport {
  if (tableErrors.length === 0) return parsed;
  const errors = [...parsed.errors, ...tableErrors].sort((a, b) => a.line - b.line).slice(0, errorsKept);
  return { ...parsed, errors, rejected: parsed.rejected + tableErrors.length, total: parsed.total + tableErrors.length };
}

function parseCsv(text: string, options: ParseOptions): ParsedImport {
  const { header, format } = csvHeaderOf(text);
  // A file with more rows than an import takes is refused when the reader reaches the limit.
  const table: CsvTable = readCsv(text, { maxRows: options.limits.maxRecords + header.line });
  if (table.truncated) throw new ImportLimitError(IMPORT_FORMAT_MESSAGES.tooManyRecords);
  const rows = table.rows.filter((row) => row.line > header.line);
  return withTableErrors(format.parse(header, rows, options), table.errors, options.limits.errorsKept);
}

/**
 * Reads an uploaded text file into records, whatever its format: Dexcom Clarity, LibreView, Nightscout
 * JSON or a Glyco CSV export, told apart by content alone (readImportFile reads export zips too). Pure: nothing is stored. A bad row
 * becomes an error with its line and the rest goes on; a file in no known format throws
 * UnknownImportFormatError.
 */
export function parseImportFile(input: ImportFileInput, options: ReadOptions): ParsedImport {
  const parseOptions = parseOptionsOf(options);
  const text = textOf(input.bytes);
  if (looksLikeJson(text)) return parseNightscoutJson(readJsonDocuments(text), parseOptions);
  return parseCsv(text, parseOptions);
}

/** Any uploaded file into records: a Glyco export zip (unzipped first) or any text format parseImportFile reads. */
export async function readImportFile(input: ImportFileInput, options: ReadOptions): Promise<ParsedImport> {
  if (!isZip(input.bytes)) return parseImportFile(input, options);
  glycoExportZipFormat(input.bytes);
  return parseGlycoExport(input.bytes, parseOptionsOf(options));
}
