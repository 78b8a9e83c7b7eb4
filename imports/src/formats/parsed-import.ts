import { IMPORT_FORMAT_MESSAGES, identityKeyOf, type ImportFormat, type IngestRecord, type RecordError } from '@glyco/contracts';
import type { Built } from './record-builders';
import { ImportLimitError } from './import-limit-error';
import { PARSE_LIMITS, type ParseLimits } from './parse-options';

export interface ParsedImport {
  format: ImportFormat;
  /** The kind of device the file came from ('Dexcom G6', 'FreeStyle Libre 2'); never a serial number. */
  deviceKind: string | undefined;
  /** In file order, each with its line; a record repeated within the file is here once. */
  records: IngestRecord[];
  /** The first rows refused (`errorsKept`), with their 1-based line, in file order. */
  errors: RecordError[];
  /** Every row refused, kept or not. */
  rejected: number;
  /** Data rows seen (readings, meals and doses, good or bad); header, alert and calibration rows are not. */
  total: number;
  /** Records left out because the same file already gave them (a reading repeated in the same minute). */
  duplicates: number;
}

/** Gathers one file's records and refused rows, keeping the first of records that are the same. */
export class RecordCollector {
  readonly records: IngestRecord[] = [];
  readonly errors: RecordError[] = [];
  total = 0;
  duplicates = 0;
  rejected = 0;
  private readonly seen = new Set<string>();

  constructor(private readonly limits: Pick<ParseLimits, 'maxRecords' | 'errorsKept'> = PARSE_LIMITS) {}

  countRow(): void {
    this.total += 1;
    this.checkTotal(this.total);
  }

  /** A file of more rows than an import takes is refused whole, before its records are built. */
  checkTotal(total: number): void {
    if (total > this.limits.maxRecords) throw new ImportLimitError(IMPORT_FORMAT_MESSAGES.tooManyRecords);
  }

  add(record: IngestRecord): void {
    const key = identityKeyOf(record);
    if (this.seen.has(key)) {
      this.duplicates += 1;
      return;
    }
    this.seen.add(key);
    this.records.push(record);
  }

  addBuilt(built: Built<IngestRecord>, line: number): void {
    if (built.ok) this.add(built.record);
    else this.reject(line, built.message);
  }

  reject(line: number, message: string): void {
    this.rejected += 1;
    if (this.errors.length < this.limits.errorsKept) this.errors.push({ line, message });
  }

  /** The last row, cut off mid-row: counted, and reported as a sign the file is truncated. */
  rejectCutRow(line: number): void {
    this.countRow();
    this.reject(line, IMPORT_FORMAT_MESSAGES.truncatedRow);
  }

  result(format: ImportFormat, deviceKind: string | undefined): ParsedImport {
    const errors = [...this.errors].sort((a, b) => a.line - b.line);
    return { format, deviceKind, records: this.records, errors, rejected: this.rejected, total: this.total, duplicates: this.duplicates };
  }
}
