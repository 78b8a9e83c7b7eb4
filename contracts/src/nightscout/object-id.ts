/**
 * Nightscout's `_id` is a MongoDB ObjectId, 24 hex digits, and clients rely on it (xDrip4iOS
 * splits ids on '-'). A stored record's `_id` is the first 24 hex digits of its UUID (96 bits,
 * unique within one person's records in practice); PUT and DELETE map it back by that prefix.
 */
export function nightscoutObjectIdOf(recordId: string): string {
  return recordId.replace(/-/g, '').slice(0, 24).toLowerCase();
}

export const NIGHTSCOUT_OBJECT_ID = /^[0-9a-f]{24}$/i;
