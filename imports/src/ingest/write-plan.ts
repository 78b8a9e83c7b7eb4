import { GlucoseReadingDeleted, InsulinDoseDeleted, MealDeleted } from '@glyco/contracts';
import type { ExpectedRevision, StreamHead } from '@glyco/event-store';

const DELETED_TYPES: ReadonlySet<string> = new Set([GlucoseReadingDeleted.type, MealDeleted.type, InsulinDoseDeleted.type]);

/** What to do with a record whose stream has this head. */
export type WritePlan = { action: 'append'; expectedRevision: ExpectedRevision; revision: bigint } | { action: 'duplicate' };

/**
 * A new record is appended; one the person deleted is logged again on its stream (the same source
 * sent it again, so it is wanted back); a live one is a duplicate and changes nothing.
 */
export function planWrite(head: StreamHead | undefined): WritePlan {
  if (head === undefined) return { action: 'append', expectedRevision: 'no_stream', revision: 0n };
  if (DELETED_TYPES.has(head.lastEventType)) return { action: 'append', expectedRevision: head.revision, revision: head.revision + 1n };
  return { action: 'duplicate' };
}
