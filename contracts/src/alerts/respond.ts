import type { AlertEvent } from './events';
import type { ActiveAlert, AlertState } from './state';
import { URGENT_LOW_MAX_SNOOZE_MINUTES, type AlertSettings } from './settings';
import { RECHECK_AFTER_LOW_MINUTES } from './recheck-after-low';

export type AcknowledgedBy = { kind: 'person' | 'emergencyContact'; name: string };

function activeAlert(state: AlertState, alertId: string): ActiveAlert | undefined {
  const kind = state.known[alertId];
  const alert = kind ? state.active[kind] : undefined;
  return alert?.alertId === alertId ? alert : undefined;
}

export const isKnownAlert = (state: AlertState, alertId: string) => alertId in state.known;

/** The first answer to an active alert is recorded; a second one, or one to an ended alert, changes nothing. */
export function decideAcknowledge(command: { userId: string; alertId: string; at: number; by: AcknowledgedBy }, state: AlertState): AlertEvent[] {
  const alert = activeAlert(state, command.alertId);
  if (!alert || alert.acknowledgedAt !== null) return [];
  const { userId, alertId, at, by } = command;
  return [{ type: 'AlertAcknowledged', data: { userId, alertId, at: new Date(at).toISOString(), by } }];
}

/** Snoozes an active alert for its kind's snooze; urgent low for 30 minutes at most, whatever is asked. */
export function decideSnooze(command: { userId: string; alertId: string; at: number; minutes?: number }, state: AlertState, settings: AlertSettings): AlertEvent[] {
  const alert = activeAlert(state, command.alertId);
  if (!alert) return [];
  const configured = alert.kind === 'reminder' ? RECHECK_AFTER_LOW_MINUTES : settings[alert.kind].snoozeMinutes;
  const cap = alert.kind === 'urgentLow' ? URGENT_LOW_MAX_SNOOZE_MINUTES : Number.POSITIVE_INFINITY;
  const minutes = Math.min(command.minutes ?? configured, cap);
  const { userId, alertId, at } = command;
  return [{ type: 'AlertSnoozed', data: { userId, alertId, at: new Date(at).toISOString(), until: new Date(at + minutes * 60_000).toISOString() } }];
}

/**
 * When the escalation delay has passed: an urgent low still active, unanswered (neither
 * acknowledged nor snoozed) and not yet escalated goes to the emergency contacts who have an email.
 */
export function decideEscalation(
  command: { userId: string; alertId: string; now: number; contacts: readonly { index: number; name: string }[] },
  state: AlertState,
): AlertEvent[] {
  const alert = activeAlert(state, command.alertId);
  if (!alert || alert.kind !== 'urgentLow' || alert.acknowledgedAt !== null || alert.escalatedAt !== null) return [];
  if (alert.snoozedUntil !== null && alert.snoozedUntil > command.now) return [];
  if (command.contacts.length === 0) return [];
  const { userId, alertId, now, contacts } = command;
  return [{ type: 'AlertEscalated', data: { userId, alertId, at: new Date(now).toISOString(), contacts: [...contacts] } }];
}
