import type { ImportFormat, IngestRecord, RecordError } from '@glyco/contracts';
import type { ParseLimits } from '../formats/parse-options';

/** What the thread is started with: the file (its bytes moved, not copied) and how to read it. */
export interface ParseRequest {
  bytes: Uint8Array;
  fileName?: string;
  contentType?: string;
  timeZone: string;
  nowMs: number;
  limits?: Partial<ParseLimits>;
  chunkSize: number;
}

/** The file as read, without its records: those come a chunk at a time. */
export interface ParsedSummary {
  format: ImportFormat;
  deviceKind: string | undefined;
  total: number;
  duplicates: number;
  rejected: number;
  errors: RecordError[];
  /** Records to append. */
  records: number;
}

/** Sent by the main thread for each chunk it is ready to append. */
export interface ChunkRequest {
  type: 'chunk';
  index: number;
}

export type ThreadMessage =
  | { type: 'parsed'; summary: ParsedSummary }
  | { type: 'refused'; kind: 'format' | 'limit'; message: string; detail?: string }
  | { type: 'chunk'; index: number; records: IngestRecord[] };
