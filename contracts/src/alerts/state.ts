import { ALERT_EVENTS, type AlertEvent } from './events';
import type { AlertKind } from './kinds';

/** An alert not yet resolved. */
export interface ActiveAlert {
  alertId: string;
  kind: AlertKind;
  /** Epoch ms of the reading (or the silence) that raised it. */
  raisedAt: number;
  valueMgdl: number | null;
  acknowledgedAt: number | null;
  snoozedUntil: number | null;
  escalatedAt: number | null;
}

/** A person's alerts as their stream tells them: at most one active alert per kind. */
export interface AlertState {
  active: Partial<Record<AlertKind, ActiveAlert>>;
  /** Every alert id the stream holds, resolved or not, to its kind. */
  known: Record<string, AlertKind>;
}

export const initialAlertState = (): AlertState => ({ active: {}, known: {} });

function updateActive(state: AlertState, alertId: string, change: (alert: ActiveAlert) => ActiveAlert): AlertState {
  const kind = state.known[alertId];
  const alert = kind ? state.active[kind] : undefined;
  if (!kind || !alert || alert.alertId !== alertId) return state;
  return { ...state, active: { ...state.active, [kind]: change(alert) } };
}

export function evolveAlerts(state: AlertState, event: AlertEvent): AlertState {
  switch (event.type) {
    case 'AlertRaised': {
      const { alertId, kind, at, valueMgdl } = event.data;
      const alert: ActiveAlert = { alertId, kind, raisedAt: Date.parse(at), valueMgdl, acknowledgedAt: null, snoozedUntil: null, escalatedAt: null };
      return { active: { ...state.active, [kind]: alert }, known: { ...state.known, [alertId]: kind } };
    }
    case 'AlertResolved': {
      const kind = state.known[event.data.alertId];
      if (!kind || state.active[kind]?.alertId !== event.data.alertId) return state;
      const { [kind]: _resolved, ...rest } = state.active;
      return { ...state, active: rest };
    }
    case 'AlertAcknowledged':
      return updateActive(state, event.data.alertId, (alert) => ({ ...alert, acknowledgedAt: Date.parse(event.data.at) }));
    case 'AlertSnoozed':
      return updateActive(state, event.data.alertId, (alert) => ({ ...alert, snoozedUntil: Date.parse(event.data.until) }));
    case 'AlertEscalated':
      return updateActive(state, event.data.alertId, (alert) => ({ ...alert, escalatedAt: Date.parse(event.data.at) }));
    case 'AlertDelivered':
    case 'AlertDeliveryFailed':
      return state;
  }
}

/** The alerts stream's decider: its events and how they fold (the command handler's Decider shape). */
export const alertsDecider = {
  events: ALERT_EVENTS,
  initialState: initialAlertState(),
  evolve: (state: AlertState, event: AlertEvent) => evolveAlerts(state, event),
} as const;
