import { AUDIT_BURST_WINDOW_MS, localDateOf, type AuditGroupKind } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import { actorRoleOf } from './actor-role';
import type { DescribedChange } from './describe-change';

/** Which group an entry may join: entries with the same signature are one group (a burst only within its window). */
export interface GroupSignature {
  kind: AuditGroupKind;
  signature: string;
  device: string | null;
}

/** The group an entry was put in, remembered while the batch is folded. */
export interface OpenGroup {
  groupId: string;
  lastRecordedAt: Date;
}

const RECORD_TYPES = new Set(['glucose_reading', 'meal', 'insulin_dose']);

/**
 * Readings, meals and doses group by where they came from: the file import, the uploader's app and
 * the record's local day, or else the person's burst of one kind and action. Profile and account
 * changes stand alone, so they never drown among readings.
 */
export function groupSignatureOf(event: RecordedEvent, described: DescribedChange): GroupSignature | null {
  if (!RECORD_TYPES.has(described.entityType)) return null;
  const userId = String(event.data.userId);
  const what = `${described.entityType}|${described.action}`;
  const importId = event.metadata.importId;
  if (typeof importId === 'string') return { kind: 'import', signature: `import|${userId}|${importId}|${what}`, device: null };
  const actor = event.metadata.actor as { role?: unknown; device?: unknown } | undefined;
  const role = actorRoleOf(event);
  if (role === 'uploader') {
    const device = typeof actor?.device === 'string' ? actor.device : '';
    return { kind: 'uploader', signature: `uploader|${userId}|${device}|${localDayOf(event, described)}|${what}`, device: device || null };
  }
  return { kind: 'burst', signature: `burst|${userId}|${role}|${what}`, device: null };
}

/** The record's own day on the person's clock; a deletion, which carries no time, by when it was recorded. */
function localDayOf(event: RecordedEvent, described: DescribedChange): string {
  const offset = typeof event.data.timezoneOffsetMinutes === 'number' ? event.data.timezoneOffsetMinutes : 0;
  const at = described.occurredAt ? Date.parse(described.occurredAt) : event.recordedAt.getTime();
  return localDateOf(at, offset);
}

/** The entry joins the open group of its signature, or starts one named by its own event id. */
export function joinGroup(open: Map<string, OpenGroup>, event: RecordedEvent, signature: GroupSignature | null): string {
  if (!signature) return event.eventId;
  const current = open.get(signature.signature);
  const joins = current && (signature.kind !== 'burst' || event.recordedAt.getTime() - current.lastRecordedAt.getTime() <= AUDIT_BURST_WINDOW_MS);
  const groupId = joins ? current.groupId : event.eventId;
  open.set(signature.signature, { groupId, lastRecordedAt: event.recordedAt });
  return groupId;
}
