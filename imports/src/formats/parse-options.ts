import { IMPORT_LIMITS, LIMITS } from '@glyco/contracts';

/** The bounds one file is read within; tests pass small ones. */
export interface ParseLimits {
  /** Data rows, good or bad: past this the file is refused (ImportLimitError). */
  maxRecords: number;
  /** Refused rows kept with their message; the rest are only counted. */
  errorsKept: number;
  maxInflatedFileBytes: number;
  maxInflatedUploadBytes: number;
  /** The longest single JSON record, in bytes. */
  maxItemBytes: number;
  /** How deep a JSON record may nest objects and arrays. */
  maxDepth: number;
}

export const PARSE_LIMITS: ParseLimits = {
  maxRecords: IMPORT_LIMITS.maxRecords,
  errorsKept: IMPORT_LIMITS.errorsKept,
  maxInflatedFileBytes: IMPORT_LIMITS.maxInflatedFileBytes,
  maxInflatedUploadBytes: IMPORT_LIMITS.maxInflatedUploadBytes,
  maxItemBytes: IMPORT_LIMITS.maxItemBytes,
  maxDepth: LIMITS.jsonDepthMax,
};

export interface ParseOptions {
  /** The person's IANA zone ('Europe/Paris'), for files whose times are device-local. */
  timeZone: string;
  /** Rows later than now (beyond clock skew) are refused. */
  now: Date;
  limits: ParseLimits;
}

/** What a caller gives: the zone, and optionally the time and tighter limits. */
export interface ReadOptions {
  timeZone: string;
  now?: Date;
  limits?: Partial<ParseLimits>;
}

export function parseOptionsOf(options: ReadOptions): ParseOptions {
  return { timeZone: options.timeZone, now: options.now ?? new Date(), limits: { ...PARSE_LIMITS, ...options.limits } };
}
