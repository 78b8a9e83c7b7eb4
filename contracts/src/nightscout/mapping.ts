import type { z } from 'zod';
import type { IngestRecord, RecordError } from '../imports/records';

/** Nightscout documents mapped to records, with a line (array index + 1) for each refused one. */
export interface NightscoutMapping<R extends IngestRecord = IngestRecord> {
  records: R[];
  errors: RecordError[];
  /** Kept by Nightscout but not by Glyco: calibrations, Dexcom error codes, temp basals, notes. */
  ignored: number;
}

export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid item';
  const field = issue.path.join('.');
  return field ? `${field} ${issue.message}` : issue.message;
}
