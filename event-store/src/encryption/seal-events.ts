import { ERASED_FIELD, isSealedData, SEALED_FIELD, SEALED_REASON_FIELD, upcastData, type JsonObject } from '@glyco/contracts';
import type { EventToAppend, RecordedEvent } from '../port';
import type { DataKey, PersonKeys } from './person-keys';
import { open, seal } from './sealing';

/** Whose key seals an event, under which month (if any), and which fields stay clear beside it. */
export interface SealingTarget {
  personId: string;
  period?: string;
  clear: readonly string[];
}
/** Undefined: the event holds no personal data and is stored as it is. */
export type SealingPolicy = (event: { type: string; data: JsonObject }) => SealingTarget | undefined;

interface SealedBox {
  keyId: string;
  box: string;
}

const slotOf = ({ personId, period }: SealingTarget) => `${personId}\u0000${period ?? ''}`;
/** The data's context, or the reason's, bound apart so neither box opens in the other's place. */
const contextOf = (type: string, keyId: string, part: 'data' | 'reason' = 'data') => (part === 'data' ? `${type}|${keyId}` : `${type}|${keyId}|${part}`);

function sealText({ keyId, key }: DataKey, text: string, context: string): SealedBox & JsonObject {
  return { keyId, box: seal(key, Buffer.from(text, 'utf8'), context).toString('base64') };
}

function openText(key: Buffer, { box }: SealedBox, context: string): string {
  return open(key, Buffer.from(box, 'base64'), context).toString('utf8');
}

function pick(data: JsonObject, fields: readonly string[]): JsonObject {
  return Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));
}

/** Seals the data of every event a rule covers; each distinct key is looked up once, in turn. */
export async function sealEvents(keys: PersonKeys, policy: SealingPolicy, events: readonly EventToAppend[]): Promise<EventToAppend[]> {
  const targets = events.map(policy);
  const keysBySlot = new Map<string, DataKey>();
  for (const target of targets) {
    if (!target || keysBySlot.has(slotOf(target))) continue;
    keysBySlot.set(slotOf(target), await keys.keyForSealing(target.personId, target.period));
  }
  return events.map((event, index) => {
    const target = targets[index];
    if (!target) return { ...event, metadata: withoutReason(event.metadata) };
    const dataKey = keysBySlot.get(slotOf(target))!;
    const data = { ...pick(event.data, target.clear), [SEALED_FIELD]: sealText(dataKey, JSON.stringify(event.data), contextOf(event.type, dataKey.keyId)) };
    const reason = event.metadata?.reason;
    if (typeof reason !== 'string') return { ...event, data };
    return { ...event, data, metadata: { ...withoutReason(event.metadata), [SEALED_REASON_FIELD]: sealText(dataKey, reason, contextOf(event.type, dataKey.keyId, 'reason')) } };
  });
}

/**
 * A reason is the person's own words, kept only where erasure reaches it: sealed with the data it
 * explains. Events the catalogue keeps plain hold no personal data and have no key to seal it
 * under, so they are stored without it.
 */
function withoutReason(metadata: JsonObject | undefined): JsonObject | undefined {
  if (metadata === undefined || !('reason' in metadata)) return metadata;
  const { reason: _reason, ...rest } = metadata;
  return rest;
}

/** Opens sealed payloads (plaintext ones written before sealing pass as read); a destroyed key reads back erased. */
export async function openEvents(keys: PersonKeys, events: RecordedEvent[]): Promise<RecordedEvent[]> {
  const keyIds = events.flatMap((event) => (isSealedData(event.data) ? [sealedBoxOf(event).keyId] : []));
  if (keyIds.length === 0) return events;
  const held = await keys.keysForOpening([...new Set(keyIds)]);
  return events.map((event) => {
    if (!isSealedData(event.data)) return event;
    const sealed = sealedBoxOf(event);
    const key = held.get(sealed.keyId);
    const { [SEALED_FIELD]: _sealed, ...clear } = event.data;
    const { [SEALED_REASON_FIELD]: reasonBox, ...metadata } = event.metadata;
    if (!key) return { ...event, data: { ...clear, [ERASED_FIELD]: true }, metadata };
    const data = upcastData(event.type, JSON.parse(openText(key, sealed, contextOf(event.type, sealed.keyId))) as JsonObject);
    if (reasonBox === undefined) return { ...event, data };
    const reason = openText(key, reasonBox as unknown as SealedBox, contextOf(event.type, sealed.keyId, 'reason'));
    return { ...event, data, metadata: { ...metadata, reason } };
  });
}

function sealedBoxOf(event: RecordedEvent): SealedBox {
  return event.data[SEALED_FIELD] as unknown as SealedBox;
}
