import { STREAM_PREFIXES, trendDirectionSchema, type LiveChangeKind, type LiveReading } from '@glyco/contracts';
import { formatPosition, type RecordedEvent } from '@glyco/event-store';

/** What one event tells the viewers of one person. */
export interface LiveItem {
  personId: string;
  position: string;
  kind: LiveChangeKind;
  /** The record it changed, when it names one. */
  id?: string;
  /** A reading newly logged, complete enough for the current-value tile. */
  reading?: LiveReading;
}

interface KindRule {
  kind: LiveChangeKind;
  streamPrefix: string;
  /** The record an event of this kind names. */
  idField?: string;
  /** The stream's id after the prefix is the person's. */
  personByStream?: boolean;
}

/**
 * Which events the stream reports, by the stream they are on. Alerts are on `alerts-<personId>`,
 * follower invitations, acceptances and revocations on `followers-<personId>`: the stream names the person.
 */
const KIND_RULES: readonly KindRule[] = [
  { kind: 'reading', streamPrefix: STREAM_PREFIXES.glucoseReading, idField: 'readingId' },
  { kind: 'meal', streamPrefix: STREAM_PREFIXES.meal, idField: 'mealId' },
  { kind: 'dose', streamPrefix: STREAM_PREFIXES.insulinDose, idField: 'doseId' },
  { kind: 'deviceStatus', streamPrefix: 'nightscout-devicestatus-', idField: 'statusId' },
  { kind: 'profile', streamPrefix: 'nightscout-profile-', idField: 'profileId' },
  { kind: 'profile', streamPrefix: STREAM_PREFIXES.user },
  { kind: 'import', streamPrefix: STREAM_PREFIXES.import, idField: 'importId' },
  { kind: 'alert', streamPrefix: 'alerts-', idField: 'alertId', personByStream: true },
  { kind: 'follower', streamPrefix: 'followers-', idField: 'invitationId', personByStream: true },
];

/** Of the person's own account stream, only profile edits are news to a viewer (not sign-ins, codes or secrets). */
const ACCOUNT_EVENTS_REPORTED: ReadonlySet<string> = new Set(['ProfileUpdated']);

/** The feed filter: only streams some rule reports on are read. */
export const LIVE_STREAM_PREFIXES: readonly string[] = [...new Set(KIND_RULES.map((rule) => rule.streamPrefix))];

/** What `event` tells, and whom it concerns; undefined when it is no viewer's news (or reads back erased). */
export function liveItemOf(event: RecordedEvent): LiveItem | undefined {
  const rule = KIND_RULES.find((candidate) => event.streamId.startsWith(candidate.streamPrefix));
  if (!rule) return undefined;
  if (rule.streamPrefix === STREAM_PREFIXES.user && !ACCOUNT_EVENTS_REPORTED.has(event.type)) return undefined;
  const personId = personOf(event, rule);
  if (!personId) return undefined;
  const id = rule.idField ? textField(event.data, rule.idField) : undefined;
  const item: LiveItem = { personId, position: formatPosition(event.position), kind: rule.kind, ...(id ? { id } : {}) };
  const reading = event.type === 'GlucoseReadingLogged' ? readingOf(event) : undefined;
  return reading ? { ...item, reading } : item;
}

function personOf(event: RecordedEvent, rule: KindRule): string | undefined {
  if (rule.personByStream) return event.streamId.slice(rule.streamPrefix.length) || undefined;
  return textField(event.data, 'personId') ?? textField(event.data, 'userId');
}

function readingOf(event: RecordedEvent): LiveReading | undefined {
  const { data } = event;
  const id = textField(data, 'readingId');
  const at = textField(data, 'timestamp');
  const mgdl = data.valueMgdl;
  if (!id || !at || typeof mgdl !== 'number') return undefined;
  const trend = trendDirectionSchema.safeParse(data.direction);
  const source = textField(data, 'deviceKind') ?? textField(data, 'readingType') ?? 'unknown';
  return { id, at, mgdl, trend: trend.success ? trend.data : null, source };
}

function textField(data: Record<string, unknown>, field: string): string | undefined {
  const value = data[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
