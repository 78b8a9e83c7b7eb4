import { millisecondsOf } from '../find-filters';
import { withinInstantRange } from '../../shared/limits';
import type { RecordError } from '../../imports/records';

export type NightscoutDocument = Record<string, unknown>;

/** An uploaded document with the instant that files it, and the fields Glyco answers for itself removed. */
export interface TimedDocument {
  /** 1-based, as upload errors name items. */
  line: number;
  at: Date;
  document: NightscoutDocument;
}

export const DOCUMENT_MESSAGES = {
  notAnObject: 'must be a JSON object',
  time: 'created_at must be a time from 1900 to before 3000',
  unstorable: 'must not hold a NUL character or a lone surrogate',
} as const;

/** What PostgreSQL's jsonb cannot hold: a NUL, or half of a surrogate pair (JSON.stringify writes both escaped). */
const UNSTORABLE = /\\u0000|\\ud[89a-f][0-9a-f]{2}/i;

/**
 * The instant a client means: `created_at` (ISO, as Loop and Trio send), else `date` or `mills`
 * (epoch milliseconds, as AndroidAPS sends), else now, as Nightscout stamps a document without one.
 */
function instantOf(document: NightscoutDocument, now: Date): Date | undefined {
  const raw = document.created_at ?? document.date ?? document.mills ?? document.startDate;
  if (raw === undefined || raw === null) return now;
  const ms = typeof raw === 'number' ? raw : millisecondsOf(String(raw));
  if (ms === undefined) return undefined;
  const at = new Date(Math.round(ms));
  return withinInstantRange(at) ? at : undefined;
}

/** Reads each item of an upload; `_id` is dropped (Glyco answers its own) and `created_at` set to the instant read. */
export function timedDocumentsOf(items: readonly unknown[], now: Date): { documents: TimedDocument[]; errors: RecordError[] } {
  const documents: TimedDocument[] = [];
  const errors: RecordError[] = [];
  items.forEach((item, index) => {
    const line = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return void errors.push({ line, message: DOCUMENT_MESSAGES.notAnObject });
    if (UNSTORABLE.test(JSON.stringify(item))) return void errors.push({ line, message: DOCUMENT_MESSAGES.unstorable });
    const { _id: _ignored, ...document } = item as NightscoutDocument;
    const at = instantOf(document, now);
    if (!at) return void errors.push({ line, message: DOCUMENT_MESSAGES.time });
    documents.push({ line, at, document: { ...document, created_at: at.toISOString() } });
  });
  return { documents, errors };
}
