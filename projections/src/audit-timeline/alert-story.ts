import { ALERT_KIND_LABELS, formatGlucoseWithUnit, type AlertKind } from '@glyco/contracts';
import type { DescribedChange, EntityState, TimelineEvent } from './describe-change';

/** The alert events Activity tells, each as the alert's story so far. */
export const ALERT_STORY_EVENTS = ['AlertRaised', 'AlertDelivered', 'AlertDeliveryFailed', 'AlertAcknowledged'] as const;

const isAlertStoryEvent = (type: string): type is (typeof ALERT_STORY_EVENTS)[number] => (ALERT_STORY_EVENTS as readonly string[]).includes(type);

/** "03:12": an instant on the person's clock when the alert was raised. */
function clockAt(at: unknown, offsetMinutes: number): string {
  return new Date(Date.parse(String(at)) + offsetMinutes * 60_000).toISOString().slice(11, 16);
}

function opening(data: Record<string, unknown>, offset: number): string {
  const label = ALERT_KIND_LABELS[data.kind as AlertKind] ?? 'Alert';
  const value = typeof data.valueMgdl === 'number' ? ` ${formatGlucoseWithUnit(data.valueMgdl, 'mg/dL')}` : '';
  return `${label}${value} at ${clockAt(data.at, offset)}`;
}

function nextPart(event: TimelineEvent, offset: number): string {
  const { data } = event;
  const at = clockAt(data.at, offset);
  switch (event.type) {
    case 'AlertDelivered':
      return `told ${String(data.to)} by ${String(data.channel)} at ${at}`;
    case 'AlertDeliveryFailed':
      return `could not reach ${String(data.to)} by ${String(data.channel)} at ${at}, trying again`;
    case 'AlertRaised':
      return `raised again after its snooze at ${at}${typeof data.valueMgdl === 'number' ? ` (${formatGlucoseWithUnit(data.valueMgdl, 'mg/dL')})` : ''}`;
    default:
      return `acknowledged by ${String((data.by as { name?: unknown } | undefined)?.name ?? '')} at ${at}`;
  }
}

const ACTIONS = { AlertRaised: 'alert_raised', AlertDelivered: 'alert_delivered', AlertDeliveryFailed: 'alert_delivery_failed', AlertAcknowledged: 'alert_acknowledged' } as const;

/**
 * "Urgent low 52 mg/dL at 03:12 - told Anna by email at 03:27 - acknowledged by Anna at 03:29":
 * each event of an alert adds to its story, and its entry says the whole of it.
 */
export function describeAlertChange(event: TimelineEvent, previous: EntityState | null): DescribedChange | null {
  if (!isAlertStoryEvent(event.type)) return null;
  const raised = event.type === 'AlertRaised' && !previous;
  if (!raised && !previous) return null;
  const offset = raised ? Number(event.data.timezoneOffsetMinutes ?? 0) : Number(previous?.fields.offset ?? 0);
  const label = raised ? opening(event.data, offset) : `${previous!.label} - ${nextPart(event, offset)}`;
  const state: EntityState = { fields: { kind: String(event.data.kind ?? previous?.fields.kind ?? ''), offset }, label, deleted: false };
  return { action: ACTIONS[event.type], entityType: 'alert', entityId: String(event.data.alertId), occurredAt: raised ? String(event.data.at) : null, summary: label, changes: [], state };
}
