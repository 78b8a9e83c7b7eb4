import { alertsDecider, streamIds, zoneOffsetMinutesAt, type AlertRaisedData } from '@glyco/contracts';
import { foldHistory, readStreamOrEmpty, type EventStore } from '@glyco/event-store';

/** "03:12": an instant on the clock of the person's zone. */
export function localClock(at: string, timeZone: string | undefined): string {
  const instant = new Date(at);
  return new Date(instant.getTime() + zoneOffsetMinutesAt(timeZone, instant) * 60_000).toISOString().slice(11, 16);
}

/** The alert as raised, while it is still in force and unanswered (read from its stream, never a read model); else undefined. */
export async function unansweredAlert(store: EventStore, userId: string, alertId: string): Promise<AlertRaisedData | undefined> {
  const history = await readStreamOrEmpty(store, streamIds.alerts(userId));
  const state = foldHistory(alertsDecider, history);
  const kind = state.known[alertId];
  const alert = kind ? state.active[kind] : undefined;
  if (!alert || alert.alertId !== alertId || alert.acknowledgedAt !== null) return undefined;
  return history.find((event) => event.type === 'AlertRaised' && event.data.alertId === alertId)?.data as AlertRaisedData | undefined;
}
